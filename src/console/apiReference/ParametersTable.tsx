import { useT } from '../i18n/IntlContext.tsx';
import type { OpenApiDocument, ParameterObject } from './openApiModel.ts';
import { InlineText } from './InlineText.tsx';
import { schemaTree } from './schemaTree.ts';

/** An operation's parameters: name (required marked), where it goes, its type and what it means. */
export function ParametersTable({ parameters, doc }: { parameters: readonly ParameterObject[]; doc: OpenApiDocument }) {
  const t = useT();
  return (
    <table className="table apiref-params">
      <thead>
        <tr>
          <th scope="col">{t('apiReference.param.name')}</th>
          <th scope="col">{t('apiReference.param.in')}</th>
          <th scope="col">{t('apiReference.param.type')}</th>
          <th scope="col">{t('apiReference.param.description')}</th>
        </tr>
      </thead>
      <tbody>
        {parameters.map((p) => {
          const node = p.schema ? schemaTree(p.schema, doc) : undefined;
          return (
            <tr key={`${p.in}:${p.name}`}>
              <th scope="row">
                <code className="apiref-prop__name">{p.name}</code>
                {p.required && <span className="apiref-prop__required">{t('apiReference.schema.required')}</span>}
              </th>
              <td>{p.in}</td>
              <td>
                <span className="apiref-prop__type">{node?.type ?? '—'}</span>
                {node?.enumValues && <div className="apiref-prop__meta">{node.enumValues.map((v) => <code key={v} className="apiref-chip">{v}</code>)}</div>}
              </td>
              <td><InlineText text={p.description ?? node?.description ?? node?.title ?? ''} /></td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
