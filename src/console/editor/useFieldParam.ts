import { useEffect, useRef } from 'react';
import { useSearchParams } from 'wouter';
import type { JsonSchema, UiSchema } from '../../core/jsonSchema.ts';
import type { ChildState } from '../rjsf/childState.ts';
import { revealField } from './revealField.ts';
import type { WireItem } from '../model/wireItem.ts';

/**
 * `?id=42&field=/pages/2/beacon_id` (a readiness fault's link from the Info page): once item 42 is in
 * the form, brings that field into view, focused and highlighted, then drops `field` from the URL so
 * the next selection or a reload does not jump again. `active: false` (the translator is shown) waits.
 */
export function useFieldParam(opts: {
  current: WireItem | null; formData: Record<string, unknown>; schema: JsonSchema; uiSchema: UiSchema;
  childState: ChildState; idPrefix: string; active: boolean;
}): void {
  const { current, schema, uiSchema, childState, idPrefix, active } = opts;
  const [params, setParams] = useSearchParams();
  const field = params.get('field');
  const id = Number(params.get('id'));
  const formData = useRef(opts.formData);
  formData.current = opts.formData;
  useEffect(() => {
    if (!field || !active || !current || current.id !== id) return;
    revealField(field, { schema, uiSchema, formData: formData.current, state: childState, idPrefix });
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      next.delete('field');
      return next;
    }, { replace: true });
  }, [field, id, current, active, schema, uiSchema, childState, idPrefix, setParams]);
}
