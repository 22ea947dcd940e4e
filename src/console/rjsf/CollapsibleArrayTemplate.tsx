import { useMemo } from 'react';
import { buttonId, getTemplate, getUiOptions, type ArrayFieldTemplateProps } from '@rjsf/utils';
import type { JsonSchema } from '../../core/jsonSchema.ts';
import { useT } from '../i18n/IntlContext.tsx';
import { ChildGraph } from './ChildGraph.tsx';
import { useCollapsibleArray, type CollapsibleOptions } from './CollapsibleArrayField.tsx';
import './collapsible.css';

/**
 * The array template of `ui:options.collapsible` arrays: the children as collapsed rows (one open at
 * a time, see CollapsibleItemTemplate), a hint on how to reorder, the Add button (the new child
 * opens), and with `ui:options.graph` the children's pointer graph beside the rows, or above them
 * where the form is narrow.
 */
export function CollapsibleArrayTemplate(props: ArrayFieldTemplateProps) {
  const { canAdd, className, disabled, readonly, fieldPathId, uiSchema, items, onAddClick, registry, required, schema, title, formData, optionalDataControl } = props;
  const t = useT();
  const ctx = useCollapsibleArray();
  const uiOptions = getUiOptions(uiSchema);
  const opts = uiOptions as CollapsibleOptions & { title?: string; description?: string };
  const TitleTemplate = getTemplate('ArrayFieldTitleTemplate', registry, uiOptions);
  const DescriptionTemplate = getTemplate('ArrayFieldDescriptionTemplate', registry, uiOptions);
  const { AddButton } = registry.templates.ButtonTemplates;
  const list = Array.isArray(formData) ? (formData as unknown[]) : [];
  const showControl = !readonly && !disabled;
  const orderable = opts.orderable !== false && showControl && list.length > 1;
  // Stable per array, so the graph's memoised pointer fields survive re-renders.
  const arrayPath = useMemo(() => ctx.pointer.split('/').slice(1).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~')), [ctx.pointer]);
  const root = registry.rootSchema as JsonSchema;
  const itemSchema = (schema as JsonSchema).items;
  const arrayTitle = opts.title || title;

  return (
    <fieldset className={`${className ?? ''} collapsible${opts.graph ? ' collapsible--graph' : ''}`} id={fieldPathId.$id}>
      <TitleTemplate fieldPathId={fieldPathId} title={arrayTitle} required={required} schema={schema} uiSchema={uiSchema} registry={registry}
        optionalDataControl={showControl ? optionalDataControl : undefined} />
      <DescriptionTemplate fieldPathId={fieldPathId} description={opts.description || schema.description} schema={schema} uiSchema={uiSchema} registry={registry} />
      {!showControl && optionalDataControl}
      <div className="collapsible__body">
        {opts.graph && list.length > 0 && (
          <ChildGraph ctx={ctx} items={list} root={root} arrayPath={arrayPath} itemSchema={itemSchema} opts={opts} title={arrayTitle} />
        )}
        <div className="collapsible__rows">
          {orderable && <p id={ctx.hintId} className="collapsible__hint">{t('relations.reorderHint')}</p>}
          <div className="collapsible__list">{items}</div>
          {canAdd && (
            <AddButton id={buttonId(fieldPathId, 'add')} className="rjsf-array-item-add" disabled={disabled || readonly} uiSchema={uiSchema} registry={registry}
              onClick={(e) => { ctx.expectNew(list.length); onAddClick(e); }} />
          )}
        </div>
      </div>
    </fieldset>
  );
}
