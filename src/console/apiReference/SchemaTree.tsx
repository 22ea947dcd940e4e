import { useMemo } from 'react';
import { useT } from '../i18n/IntlContext.tsx';
import type { JsonSchemaLike, OpenApiDocument } from './openApiModel.ts';
import { InlineText } from './InlineText.tsx';
import { SchemaLink } from './SchemaLink.tsx';
import { schemaTree, type SchemaNode } from './schemaTree.ts';

/** A node's type, with the component it came from as a link (`array of <page>`). */
function TypeText({ node }: { node: SchemaNode }) {
  const c = node.component;
  if (!c) return <>{node.type}</>;
  if (node.type === c) return <SchemaLink name={c} />;
  if (node.type === `array of ${c}`) return <>array of <SchemaLink name={c} /></>;
  return <>{node.type} (<SchemaLink name={c} />)</>;
}

/** A node's limits and defaults as chips, on its line. */
function Limits({ node }: { node: SchemaNode }) {
  return <>{node.constraints.map((c) => <code key={c} className="apiref-chip apiref-chip--plain">{c}</code>)}</>;
}

/** What a node says below its line: description, allowed values, the kinds it refers to, a cycle or an unresolved ref. */
function NodeNotes({ node }: { node: SchemaNode }) {
  const t = useT();
  return (
    <>
      {node.description && <p className="apiref-prop__desc"><InlineText text={node.description} /></p>}
      {node.enumValues && (
        <p className="apiref-prop__meta">{t('apiReference.schema.enum')} {node.enumValues.map((v) => <code key={v} className="apiref-chip">{v}</code>)}</p>
      )}
      {node.refersTo && (
        <p className="apiref-prop__meta">{t('apiReference.schema.refersTo')} {node.refersTo.map((k, i) => <span key={k}>{i > 0 && ', '}<SchemaLink name={k} /></span>)}</p>
      )}
      {node.cycle && <p className="apiref-prop__meta">{t('apiReference.schema.cycle')}</p>}
      {node.unresolved && <p className="apiref-prop__meta"><code>{node.unresolved}</code></p>}
    </>
  );
}

/** A node's name as the tree shows it: the property, "option n", or "any other key". */
function NodeName({ node }: { node: SchemaNode }) {
  const t = useT();
  if (node.role === 'option') return <span className="apiref-prop__name apiref-prop__name--aside">{t('apiReference.schema.option', { n: node.name ?? '' })}</span>;
  if (node.role === 'additional') return <span className="apiref-prop__name apiref-prop__name--aside">{t('apiReference.schema.additional')}</span>;
  return <code className="apiref-prop__name">{node.name}</code>;
}

/** The children of a node as a nested list, one row per property. */
function NodeRows({ nodes }: { nodes: readonly SchemaNode[] }) {
  const t = useT();
  return (
    <ul className="apiref-props">
      {nodes.map((node, i) => (
        <li key={`${node.role}:${node.name ?? i}`} className="apiref-prop">
          <div className="apiref-prop__line">
            <NodeName node={node} />
            <span className="apiref-prop__type"><TypeText node={node} /></span>
            {node.format && <span className="apiref-prop__format">{node.format}</span>}
            {node.required && <span className="apiref-prop__required">{t('apiReference.schema.required')}</span>}
            {node.title && <span className="apiref-prop__title">{node.title}</span>}
            <Limits node={node} />
          </div>
          <NodeNotes node={node} />
          {node.children.length > 0 && <NodeRows nodes={node.children} />}
        </li>
      ))}
    </ul>
  );
}

/** Props of a schema tree: the schema and the document its `$ref`s resolve in. */
export interface SchemaTreeProps {
  schema: JsonSchemaLike;
  doc: OpenApiDocument;
}

/** A schema as a readable tree: the root's type (and component link), then its properties nested. */
export function SchemaTree({ schema, doc }: SchemaTreeProps) {
  const root = useMemo(() => schemaTree(schema, doc), [schema, doc]);
  return (
    <div className="apiref-schema">
      <div className="apiref-schema__root">
        <span className="apiref-prop__type"><TypeText node={root} /></span>
        {root.format && <span className="apiref-prop__format">{root.format}</span>}
        {root.title && <span className="apiref-prop__title">{root.title}</span>}
        <Limits node={root} />
      </div>
      <NodeNotes node={root} />
      {root.children.length > 0 && <NodeRows nodes={root.children} />}
    </div>
  );
}
