import { useT } from '../i18n/IntlContext.tsx';
import { bodySchema, schemesOf, type OpenApiDocument, type OperationEntry, type ResponseObject } from './openApiModel.ts';
import { InlineText } from './InlineText.tsx';
import { ParametersTable } from './ParametersTable.tsx';
import { SchemaTree } from './SchemaTree.tsx';

/** A body (request or response): its media type, description and schema tree. */
function Body({ content, description, doc }: { content: ResponseObject['content']; description?: string; doc: OpenApiDocument }) {
  const body = bodySchema(content);
  return (
    <>
      {description && <p className="apiref-op__text"><InlineText text={description} /></p>}
      {body && <p className="apiref-op__media"><code>{body.mediaType}</code></p>}
      {body?.schema && <SchemaTree schema={body.schema} doc={doc} />}
    </>
  );
}

/** An expanded operation: its description and authentication, parameters, request body and responses. */
export function OperationDetails({ op, doc }: { op: OperationEntry; doc: OpenApiDocument }) {
  const t = useT();
  const schemes = schemesOf(op.security);
  return (
    <div className="apiref-op__details">
      {op.description && <p className="apiref-op__text"><InlineText text={op.description} /></p>}
      <p className="apiref-op__auth">
        {t('apiReference.security')}{' '}
        {schemes.length ? schemes.map((s) => <span key={s} className="apiref-chip apiref-chip--auth">{t(`apiReference.auth.${s === 'apiKey' ? 'apiKey' : s === 'session' ? 'session' : 'other'}`, { name: s })}</span>)
          : <span className="apiref-chip apiref-chip--plain">{t('apiReference.auth.none')}</span>}
      </p>
      {/* The page is open to every role: each call that needs more than reading says whose it is. */}
      {op.roles && (
        <p className="apiref-op__auth">
          {t('apiReference.roles')}{' '}
          {op.roles.map((r) => <span key={r} className="apiref-chip apiref-chip--plain">{t(`users.roles.${r}`)}</span>)}
        </p>
      )}
      {op.parameters.length > 0 && (
        <section className="apiref-op__part">
          <h4 className="apiref-op__title">{t('apiReference.parameters')}</h4>
          <ParametersTable parameters={op.parameters} doc={doc} />
        </section>
      )}
      {op.requestBody && (
        <section className="apiref-op__part">
          <h4 className="apiref-op__title">{t('apiReference.requestBody')}{op.requestBody.required && <span className="apiref-prop__required">{t('apiReference.schema.required')}</span>}</h4>
          <Body content={op.requestBody.content} description={op.requestBody.description} doc={doc} />
        </section>
      )}
      {op.responses.length > 0 && (
        <section className="apiref-op__part">
          <h4 className="apiref-op__title">{t('apiReference.responses')}</h4>
          <ul className="apiref-responses">
            {op.responses.map(([status, response]) => (
              <li key={status} className="apiref-response">
                <span className={`apiref-status apiref-status--${status.slice(0, 1)}`}>{status}</span>
                <div className="apiref-response__body"><Body content={response.content} description={response.description} doc={doc} /></div>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
