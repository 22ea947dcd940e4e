import { useState, type MouseEvent } from 'react';
import { getDefaultRegistry } from '@rjsf/core';
import type { ArrayFieldItemButtonsTemplateProps } from '@rjsf/utils';
import type { JsonSchema } from '../../core/jsonSchema.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { useIntl, useT } from '../i18n/IntlContext.tsx';
import { formDataStoreOf } from './formDataStore.ts';
import { keyPropOf, referrersOf, schemaAt, childTitle, valueAt, type Referrer } from './siblings.ts';
import { useSiblingLabel } from './SiblingWidget.tsx';

const DefaultButtons = getDefaultRegistry().templates.ArrayFieldItemButtonsTemplate;

interface Asking {
  child: string;
  referrers: Referrer[];
  remove(): void;
}

/**
 * RJSF's array item buttons, with one addition: removing a child that other children point at
 * (through an `x-sibling` field) first asks, naming who points at it. Confirming removes the child,
 * and the form clears the pointers to it in the same change (tidyKeyedChildren in siblings.ts).
 */
export function GuardedArrayItemButtons(props: ArrayFieldItemButtonsTemplateProps) {
  const t = useT();
  const intl = useIntl();
  const { registry, fieldPathId, onRemoveItem } = props;
  const [asking, setAsking] = useState<Asking | null>(null);
  const root = registry.rootSchema as JsonSchema;
  const at = fieldPathId.path;
  const arrayPath = at.slice(0, -1).filter((p): p is string => typeof p === 'string');
  const labelOf = useSiblingLabel(schemaAt(root, [...arrayPath, '*'])?.title);

  const guardedRemove = (event: MouseEvent<HTMLButtonElement>) => {
    const data = formDataStoreOf(registry)?.get();
    const referrers = data ? referrersOf(root, data, at) : [];
    if (referrers.length === 0) { onRemoveItem(event); return; }
    event.preventDefault?.();
    const index = at[at.length - 1] as number;
    const title = childTitle(valueAt(data, at), schemaAt(root, [...arrayPath, '*']), keyPropOf(root, arrayPath));
    setAsking({ child: labelOf({ index, title }), referrers, remove: () => onRemoveItem(event) });
  };

  let body = '';
  if (asking) {
    // Grouped by field: "“Intro” is the Next page of “Hall 2” and “Hall 3”."
    const byField = new Map<string, string[]>();
    for (const r of asking.referrers) {
      const names = byField.get(r.field) ?? [];
      names.push(`“${labelOf(r)}”`);
      byField.set(r.field, names);
    }
    body = [...byField].map(([field, names]) => t('sibling.pointedAt', { child: asking.child, field, who: intl.formatList(names, { type: 'conjunction' }) as string })).join(' ');
    body += ` ${t('sibling.removeAnyway')}`;
  }

  return (
    <>
      <DefaultButtons {...props} onRemoveItem={guardedRemove} />
      {asking && (
        <ConfirmDialog title={t('sibling.removeTitle', { child: asking.child })} body={body}
          confirmLabel={t('sibling.removeConfirm')} cancelLabel={t('confirm.cancel')}
          onCancel={() => setAsking(null)}
          onConfirm={() => { const { remove } = asking; setAsking(null); remove(); }} />
      )}
    </>
  );
}
