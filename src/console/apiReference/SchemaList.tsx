import { useT } from '../i18n/IntlContext.tsx';
import { Collapsible } from './Collapsible.tsx';
import type { OpenApiDocument } from './openApiModel.ts';
import { schemaAnchor } from './SchemaOpenerContext.ts';
import { SchemaTree } from './SchemaTree.tsx';

/** Props of the Schemas section: the document, which schemas are open, and the toggle. */
export interface SchemaListProps {
  doc: OpenApiDocument;
  open: ReadonlySet<string>;
  onToggle(name: string): void;
}

/** Every `components.schemas` entry (each kind's schema as the client has it), each expandable to its tree. */
export function SchemaList({ doc, open, onToggle }: SchemaListProps) {
  const t = useT();
  const schemas = Object.entries(doc.components?.schemas ?? {});
  if (!schemas.length) return null;
  return (
    <section className="apiref-schemas" aria-labelledby="apiref-schemas-title">
      <h2 id="apiref-schemas-title" className="apiref-section__title">{t('apiReference.schemas')}</h2>
      <p className="apiref-section__intro">{t('apiReference.schemasIntro')}</p>
      <div className="apiref-schemas__list">
        {schemas.map(([name, schema]) => (
          <Collapsible key={name} id={schemaAnchor(name)} className="apiref-comp" level={3} open={open.has(name)} onToggle={() => onToggle(name)} header={
            <>
              <code className="apiref-comp__name">{name}</code>
              {typeof schema.title === 'string' && <span className="apiref-comp__title">{schema.title}</span>}
            </>
          }>
            {() => <SchemaTree schema={schema} doc={doc} />}
          </Collapsible>
        ))}
      </div>
    </section>
  );
}
