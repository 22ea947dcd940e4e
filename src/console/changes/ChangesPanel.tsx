import { useEffect, useId, useMemo, useState } from 'react';
import type { ResolvedKind } from '../../core/defineKind.ts';
import type { FieldChange } from '../../core/documentDiff.ts';
import type { JsonSchema } from '../../core/jsonSchema.ts';
import { useServices } from '../http/ServicesContext.tsx';
import { useT } from '../i18n/IntlContext.tsx';
import { ChangeTable } from '../history/ChangeTable.tsx';
import type { WireItem } from '../model/wireItem.ts';
import { CHANGES_PANEL_ID } from './ChangesButton.tsx';
import { createChangesCalls } from './changesCalls.ts';
import { useChangedRows } from './useChangedRows.ts';
import '../history/history.css';
import './changes.css';

type Load = { key: string; changes: FieldChange[] | null; failed: boolean };

/**
 * The Changes panel of a published item: what differs from what visitors see to the working copy, by
 * field as History names them and word by word, a table per language (the base document's first). It
 * reads them again whenever the item moves on (a save, a translation, a publish or a discard).
 */
export function ChangesPanel({ kind, schema, item, onClose }: {
  kind: ResolvedKind;
  /** The form's schema (translated, client-patched): its titles label the fields. */
  schema: JsonSchema;
  item: WireItem;
  onClose(): void;
}) {
  const t = useT();
  const headingId = useId();
  const { http } = useServices();
  const calls = useMemo(() => createChangesCalls(http, kind.api), [http, kind.api]);
  // The version moves with every write to the document; a translation moves only the changed languages.
  const key = `${item.id}:${item.version}:${(item.changed_languages ?? []).join(',')}`;
  const [load, setLoad] = useState<Load | null>(null);
  useEffect(() => {
    let live = true;
    calls.changes(item.id).then(
      (changes) => { if (live) setLoad({ key, changes, failed: false }); },
      () => { if (live) setLoad({ key, changes: null, failed: true }); },
    );
    return () => { live = false; };
  }, [calls, item.id, key]);
  // The last answer stays on screen while the next one loads: the tables do not blink on every save.
  const shown = load?.changes ?? null;
  const { groups, named } = useChangedRows(kind.id, schema, shown);
  const count = groups.reduce((n, g) => n + g.rows.length, 0);
  const before = t('preview.visitors');
  const after = t('preview.draft');
  return (
    <section id={CHANGES_PANEL_ID} className="hpanel changes" aria-labelledby={headingId} aria-busy={load?.key !== key}>
      <div className="hpanel__head">
        <h2 id={headingId} className="hpanel__title">{t('changes.title')}</h2>
        {count > 0 && <span className="hcompare__count">{t('history.compareCount', { count })}</span>}
        <button type="button" className="btn btn--sm" onClick={onClose}>{t('changes.close')}</button>
      </div>
      {!load && <p className="hpanel__note">{t('app.loading')}</p>}
      {load?.failed && <p className="hpanel__note" role="alert">{t('changes.failed')}</p>}
      {shown && count === 0 && <p className="hpanel__note">{t('changes.none')}</p>}
      {count > 0 && (
        <>
          <p className="hcompare__legend">
            <del className="hdiff__del">{t('history.legendRemoved')}</del> <ins className="hdiff__ins">{t('history.legendAdded')}</ins>
          </p>
          {groups.map((g) => (
            <div key={g.language} className="changes__group" data-language={g.language}>
              <ChangeTable rows={g.rows} before={before} after={after} caption={named ? g.name : undefined} />
            </div>
          ))}
        </>
      )}
    </section>
  );
}
