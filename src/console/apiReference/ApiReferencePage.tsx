import { useEffect, useMemo, useState } from 'react';
import { useT } from '../i18n/IntlContext.tsx';
import { LoadStatus } from '../ui/LoadStatus.tsx';
import { ApiReferenceSearch } from './ApiReferenceSearch.tsx';
import { AuthSchemes } from './AuthSchemes.tsx';
import { filterOperations, groupByTag, operationsOf, type OpenApiDocument } from './openApiModel.ts';
import { OperationGroups } from './OperationGroups.tsx';
import { SchemaList } from './SchemaList.tsx';
import { schemaAnchor, SchemaOpenerContext, type SchemaOpener } from './SchemaOpenerContext.ts';
import { useOpenApiDocument } from './useOpenApiDocument.ts';
import './apiReference.css';

/** Hands the loaded document to the reader as a file. */
function download(doc: OpenApiDocument) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(doc, null, 2)], { type: 'application/json' }));
  const a = Object.assign(document.createElement('a'), { href: url, download: 'openapi.json' });
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The reference once the document is there: authentication, the searchable operations by tag, the schemas. */
function Reference({ doc }: { doc: OpenApiDocument }) {
  const t = useT();
  const [query, setQuery] = useState('');
  const [toggled, setToggled] = useState<ReadonlyMap<string, boolean>>(new Map());
  const [openSchemas, setOpenSchemas] = useState<ReadonlySet<string>>(new Set());
  const [jumpTo, setJumpTo] = useState<string>();
  const operations = useMemo(() => operationsOf(doc), [doc]);
  const shown = useMemo(() => filterOperations(operations, query), [operations, query]);
  const groups = useMemo(() => groupByTag(shown, doc.tags), [shown, doc.tags]);

  const opener = useMemo<SchemaOpener>(() => ({
    has: (name) => Object.hasOwn(doc.components?.schemas ?? {}, name),
    open: (name) => { setOpenSchemas((s) => new Set(s).add(name)); setJumpTo(name); },
  }), [doc]);
  // After the schema opened: bring it into view and put focus on its header, so the keyboard is there too.
  useEffect(() => {
    if (!jumpTo) return;
    const el = document.getElementById(schemaAnchor(jumpTo));
    el?.scrollIntoView({ block: 'start' });
    el?.querySelector('button')?.focus({ preventScroll: true });
    setJumpTo(undefined);
  }, [jumpTo]);

  return (
    <SchemaOpenerContext.Provider value={opener}>
      <p className="apiref__version">
        {t('apiReference.version', { title: doc.info?.title ?? '', version: doc.info?.version ?? '', openapi: doc.openapi })}
        <button type="button" className="btn btn--sm" onClick={() => download(doc)}>{t('apiReference.download')}</button>
      </p>
      <AuthSchemes doc={doc} />
      <section className="apiref-operations" aria-labelledby="apiref-ops-title">
        <h2 id="apiref-ops-title" className="apiref-section__title">{t('apiReference.operationsTitle')}</h2>
        <ApiReferenceSearch query={query} shown={shown.length} total={operations.length}
          onChange={(q) => { setQuery(q); setToggled(new Map()); }} />
        {groups.length === 0
          ? <p className="apiref-empty">{t('apiReference.noMatch', { query })}</p>
          : <OperationGroups groups={groups} searching={query.trim() !== ''} toggled={toggled} doc={doc}
            onToggle={(tag, open) => setToggled((m) => new Map(m).set(tag, open))} />}
      </section>
      <SchemaList doc={doc} open={openSchemas} onToggle={(name) => setOpenSchemas((s) => {
        const next = new Set(s);
        if (!next.delete(name)) next.add(name);
        return next;
      })} />
    </SchemaOpenerContext.Provider>
  );
}

/**
 * The API reference (user menu, every signed-in role, `/api-reference`): the server's OpenAPI document rendered by the
 * console itself — operations grouped by tag with their parameters, bodies and responses, schemas
 * as readable trees, a search, and the two ways to authenticate.
 */
export function ApiReferencePage() {
  const t = useT();
  const load = useOpenApiDocument();
  return (
    <div className="apiref">
      <div className="apiref__inner">
        <header className="apiref__header">
          <h1 className="apiref__title">{t('apiReference.title')}</h1>
          <p className="apiref__intro">{t('apiReference.intro')}</p>
        </header>
        {load.failed || !load.value
          ? <LoadStatus failed={load.failed} failedText={t('apiReference.loadFailed')} onRetry={() => void load.reload()} />
          : <Reference doc={load.value} />}
      </div>
    </div>
  );
}
