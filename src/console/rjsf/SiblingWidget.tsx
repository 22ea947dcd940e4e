import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import type { JsonSchema } from '../../core/jsonSchema.ts';
import { pointerPath, type SiblingAnnotation } from '../../core/schemaAnnotations.ts';
import { useT } from '../i18n/IntlContext.tsx';
import { jsonEqual, useFormDataSelector } from './formDataStore.ts';
import { annotationsOf, isKey, locateWidget, schemaAt, siblingChoices, type SiblingChoice } from './siblings.ts';
import '../relations/relations.css';

/** What the select needs from the whole form: the siblings and which of them holds this field. */
interface SiblingView {
  choices: SiblingChoice[];
  selfIndex?: number;
}

/** The label of a sibling: its title, else "<item title> N" (the array's item schema title), else a numbered fallback. */
export function useSiblingLabel(itemTitle: string | undefined): (c: Pick<SiblingChoice, 'index' | 'title'>) => string {
  const t = useT();
  return (c) => c.title ?? (itemTitle ? `${itemTitle} ${c.index + 1}` : t('sibling.untitled', { n: c.index + 1 }));
}

/**
 * `ui:widget: "sibling"` on a child property with `x-sibling`: a select among the keys of the
 * children of the array `x-sibling.array` names, each shown by its title, never the child itself with
 * `notSelf`, and an empty choice. It stores keys, not positions, so it follows renames and reorders.
 * The console's form gives new children a temporary key and clears pointers to a removed child in the
 * same change (tidyKeyedChildren in siblings.ts); a pointer that dangles anyway shows as "Missing".
 * It reads the whole form through the form's data store in `formContext` (see formDataStore.ts).
 */
export function SiblingWidget(props: WidgetProps) {
  const { id, value, schema, registry, onChange, onBlur, onFocus, disabled, readonly, rawErrors, required, label, hideLabel } = props;
  const t = useT();
  const ann = (schema as JsonSchema)['x-sibling'] as SiblingAnnotation | undefined;
  const root = registry.rootSchema as JsonSchema;
  const arrayPath = ann ? pointerPath(ann.array) : [];

  const view = useFormDataSelector<SiblingView>(registry, (data) => {
    if (!ann) return { choices: [] };
    const specs = annotationsOf(root).siblings.filter((s) => s.array === ann.array).map((s) => s.path);
    const at = locateWidget(id, specs, data, registry.globalFormOptions);
    const inArray = at && arrayPath.every((p, i) => at[i] === p) && typeof at[arrayPath.length] === 'number';
    return { choices: siblingChoices(root, data, arrayPath), selfIndex: inArray ? (at[arrayPath.length] as number) : undefined };
  }, jsonEqual, id);

  const labelOf = useSiblingLabel(schemaAt(root, [...arrayPath, '*'])?.title);
  const self = view.selfIndex;
  const choices = ann?.notSelf && self !== undefined ? view.choices.filter((c) => c.index !== self) : view.choices;
  const current = isKey(value) ? String(value) : '';
  const known = current !== '' && choices.some((c) => String(c.key) === current);

  if (!ann) return <p className="ref-widget__problem" role="alert">{t('sibling.notConfigured')}</p>;

  const invalid = (rawErrors?.length ?? 0) > 0;
  const input = (
    <select id={id} name={id} className="form-control sibling-select" value={current}
      required={required} disabled={disabled || readonly}
      aria-invalid={invalid || undefined} aria-describedby={ariaDescribedByIds(id)}
      onChange={(e) => {
        const v = e.target.value;
        const chosen = choices.find((c) => String(c.key) === v);
        onChange(chosen ? chosen.key : undefined);
      }}
      onBlur={() => onBlur(id, value)} onFocus={() => onFocus(id, value)}>
      <option value="">{t('sibling.none')}</option>
      {choices.map((c) => <option key={String(c.key)} value={String(c.key)}>{labelOf(c)}</option>)}
      {current !== '' && !known && <option value={current}>{t('sibling.missing', { field: label, key: current })}</option>}
    </select>
  );
  // RJSF labels the select (htmlFor = id); with `ui:label: false` it carries its own visible label.
  return hideLabel ? <label className="sibling-field"><span className="control-label">{label}</span>{input}</label> : input;
}
