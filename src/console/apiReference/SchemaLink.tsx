import { useT } from '../i18n/IntlContext.tsx';
import { schemaAnchor, useSchemaOpener } from './SchemaOpenerContext.ts';

/** A component schema's name as a link to it in the Schemas section (plain text when the document has no such schema). */
export function SchemaLink({ name }: { name: string }) {
  const t = useT();
  const opener = useSchemaOpener();
  if (!opener?.has(name)) return <code className="apiref-schemaname">{name}</code>;
  return (
    <a className="apiref-schemalink" href={`#${schemaAnchor(name)}`} title={t('apiReference.schema.open', { name })}
      onClick={(e) => { e.preventDefault(); opener.open(name); }}>{name}</a>
  );
}
