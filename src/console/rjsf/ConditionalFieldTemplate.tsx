import { getDefaultRegistry } from '@rjsf/core';
import type { FieldTemplateProps } from '@rjsf/utils';
import { useFormDataSelector } from './formDataStore.ts';
import { valueAt } from './siblings.ts';

const DefaultFieldTemplate = getDefaultRegistry().templates.FieldTemplate;

/** `ui:options.showIf`: sibling property → the value (or any of the values) it must have for the field to show. */
export type ShowIf = Record<string, unknown>;

/** Whether the sibling values meet every condition (a list condition means "one of"). */
export function meetsShowIf(siblings: unknown, showIf: ShowIf): boolean {
  const o = (siblings && typeof siblings === 'object' ? siblings : {}) as Record<string, unknown>;
  return Object.entries(showIf).every(([k, want]) => (Array.isArray(want) ? want.includes(o[k]) : o[k] === want));
}

function Conditional({ showIf, ...props }: FieldTemplateProps & { showIf: ShowIf }) {
  const parent = props.fieldPathId.path.slice(0, -1);
  // Re-renders only when the answer flips, not on every keystroke elsewhere in the form.
  const shown = useFormDataSelector(props.registry, (data) => meetsShowIf(valueAt(data, parent), showIf), (a, b) => a === b, props.id);
  return shown ? <DefaultFieldTemplate {...props} /> : null;
}

/**
 * RJSF's field template, plus `ui:options.showIf` (`{ "type": "multiple_choice" }`): the field shows
 * only while its sibling properties have those values — a question's options only for multiple
 * choice. A hidden field keeps its value; the kind's `rules.adaptRecord` may drop it on save.
 */
export function ConditionalFieldTemplate(props: FieldTemplateProps) {
  const showIf = (props.uiSchema?.['ui:options'] as { showIf?: ShowIf } | undefined)?.showIf;
  if (!showIf) return <DefaultFieldTemplate {...props} />;
  return <Conditional {...props} showIf={showIf} />;
}
