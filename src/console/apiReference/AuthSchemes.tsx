import { useT } from '../i18n/IntlContext.tsx';
import { InlineText } from './InlineText.tsx';
import type { OpenApiDocument } from './openApiModel.ts';

/** Our own words for the two schemes the server declares; another scheme shows the document's description only. */
const EXPLAINED: Record<string, { title: string; body: string; header: string }> = {
  session: { title: 'apiReference.auth.session', body: 'apiReference.auth.sessionBody', header: 'Authorization: Bearer <token>' },
  apiKey: { title: 'apiReference.auth.apiKey', body: 'apiReference.auth.apiKeyBody', header: 'Authorization: Bearer <key>' },
};

/** The document's security schemes explained at the top: the staff session versus the delivery key. */
export function AuthSchemes({ doc }: { doc: OpenApiDocument }) {
  const t = useT();
  const schemes = Object.entries(doc.components?.securitySchemes ?? {});
  if (!schemes.length) return null;
  return (
    <section className="apiref-auth" aria-labelledby="apiref-auth-title">
      <h2 id="apiref-auth-title" className="apiref-section__title">{t('apiReference.auth.title')}</h2>
      <ul className="apiref-auth__list">
        {schemes.map(([key, scheme]) => {
          const known = EXPLAINED[key];
          const how = [scheme.type, scheme.scheme, scheme.bearerFormat].filter(Boolean).join(' · ');
          return (
            <li key={key} className="apiref-auth__item">
              <div className="apiref-auth__head">
                <h3 className="apiref-auth__name">{known ? t(known.title) : key}</h3>
                <code className="apiref-chip apiref-chip--plain">{key}</code>
                {how && <code className="apiref-chip apiref-chip--plain">{how}</code>}
              </div>
              {/* Our words in the UI language for the two known schemes; the document's (English) for any other. */}
              {known ? <p className="apiref-auth__text">{t(known.body, { header: known.header })}</p>
                : scheme.description && <p className="apiref-auth__text"><InlineText text={scheme.description} /></p>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
