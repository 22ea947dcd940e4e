import { useCallback, useEffect, useMemo, useState } from 'react';
import { kindPaths, type ResolvedKind } from '../../core/defineKind.ts';
import { useServices } from '../http/ServicesContext.tsx';
import { useIntl, useT } from '../i18n/IntlContext.tsx';
import { useRegistry } from '../registry/RegistryContext.tsx';
import type { WireItem } from '../model/wireItem.ts';
import './listFilters.css';

/** One usable filter of the kind's `list.filters`, with its words. */
type Filter =
  | { key: string; type: 'field'; field: string; label: string; all: string; options: { value: unknown; label: string }[] }
  | { key: string; type: 'usedBy'; by: string; label: string; all: string; used: string; unused: string };

/** A filter's choice: '' (all), an enum value's index, or `used` / `unused`. */
type Choices = Readonly<Record<string, string>>;

/**
 * The kind's list filters as this client's kind has them: field filters over an enum of its schema
 * (titles and values from the catalogue, `field.<kind>.<field>` and `field.<kind>.<field>.<value>`),
 * usedBy filters over a kind the console knows. Others are skipped (the registry has checked them).
 */
function useFilterDefs(kind: ResolvedKind): Filter[] {
  const intl = useIntl();
  const t = useT();
  const registry = useRegistry();
  return useMemo(() => {
    const word = (id: string) => (id in intl.messages ? (intl.formatMessage({ id }) as string) : undefined);
    const out: Filter[] = [];
    for (const f of kind.list.filters ?? []) {
      if (f.field !== undefined) {
        const prop = kind.schema.properties?.[f.field];
        if (!Array.isArray(prop?.enum)) continue;
        const label = word(`field.${kind.id}.${f.field}`) ?? prop.title ?? f.field;
        const options = prop.enum.map((value) => ({ value, label: word(`field.${kind.id}.${f.field}.${String(value)}`) ?? String(value) }));
        out.push({ key: `field:${f.field}`, type: 'field', field: f.field, label, all: t('list.filter.fieldAll', { field: label }), options });
      } else if (f.usedBy !== undefined) {
        const by = registry.kinds.find((k) => k.id === f.usedBy);
        if (!by) continue;
        const item = t(by.labels.item);
        out.push({
          key: `usedBy:${by.id}`, type: 'usedBy', by: by.id, label: t('list.filter.usedByLabel', { item }),
          all: t('list.filter.usedByAll', { item }), used: t('list.filter.used', { item }), unused: t('list.filter.unused', { item }),
        });
      }
    }
    return out;
  }, [kind, intl, t, registry]);
}

/** What the list needs of its filters: the selects' state, and the test an item must pass. */
export interface ListFilterState {
  filters: Filter[];
  choices: Choices;
  choose(key: string, choice: string): void;
  /** Whether any filter narrows the list. */
  active: boolean;
  /** True while a chosen usedBy filter waits for its ids. */
  loading: boolean;
  /** The items the chosen filters let through (all of them when none narrows). */
  apply(items: WireItem[]): WireItem[];
}

/** The state of a list without filters. */
export const NO_FILTERS: ListFilterState = { filters: [], choices: {}, choose: () => {}, active: false, loading: false, apply: (items) => items };

/**
 * The state of a kind's list filters. Field filters test the slim list's own field; a usedBy filter
 * asks `GET /{x}/used-ids?by=` when chosen, and again whenever the list is reloaded (after a write).
 */
export function useListFilters(kind: ResolvedKind, items: WireItem[]): ListFilterState {
  const filters = useFilterDefs(kind);
  const { http } = useServices();
  const [choices, setChoices] = useState<Choices>({});
  const choose = useCallback((key: string, choice: string) => setChoices((prev) => ({ ...prev, [key]: choice })), []);
  // Ids per usedBy kind, with the list they were asked for (a newer list asks again).
  const [used, setUsed] = useState<Record<string, { ids: ReadonlySet<number>; for: WireItem[] }>>({});
  const wanted = useMemo(() => filters.filter((f) => f.type === 'usedBy' && choices[f.key]).map((f) => (f as { by: string }).by), [filters, choices]);
  const wantedKey = wanted.join(',');

  useEffect(() => {
    if (!wantedKey) return;
    let live = true;
    for (const by of wantedKey.split(',')) {
      http<{ data?: { ids?: number[] } }>(`${kindPaths.usedIds(kind.api)}?by=${encodeURIComponent(by)}`)
        .then((res) => { if (live) setUsed((prev) => ({ ...prev, [by]: { ids: new Set(res.data?.ids ?? []), for: items } })); })
        // The http client has told the user; the filter then lets nothing through rather than guess.
        .catch(() => { if (live) setUsed((prev) => ({ ...prev, [by]: { ids: new Set(), for: items } })); });
    }
    return () => { live = false; };
  }, [http, kind.api, wantedKey, items]);

  const active = filters.some((f) => choices[f.key]);
  const loading = wanted.some((by) => used[by]?.for !== items);
  const apply = useCallback((list: WireItem[]) => {
    if (!active) return list;
    const tests: ((item: WireItem) => boolean)[] = [];
    for (const f of filters) {
      const choice = choices[f.key];
      if (!choice) continue;
      if (f.type === 'field') {
        const value = f.options[Number(choice)]?.value;
        tests.push((item) => item[f.field] === value);
      } else {
        // Until its ids arrive (or after a reload, until they are asked again), the last answer stands.
        const ids = used[f.by]?.ids;
        if (!ids) { tests.push(() => false); continue; }
        tests.push(choice === 'used' ? (item) => ids.has(item.id) : (item) => !ids.has(item.id));
      }
    }
    return list.filter((item) => tests.every((test) => test(item)));
  }, [active, filters, choices, used]);

  return { filters, choices, choose, active, loading, apply };
}

/** The filter selects above the list, one per filter of the kind. */
export function ListFilters({ state }: { state: ListFilterState }) {
  const t = useT();
  if (state.filters.length === 0) return null;
  return (
    <div className="list__filters" role="group" aria-label={t('list.filters')}>
      {state.filters.map((f) => (
        <select key={f.key} className="input list__filter" aria-label={f.label} value={state.choices[f.key] ?? ''}
          data-active={state.choices[f.key] ? 'true' : undefined}
          onChange={(e) => state.choose(f.key, e.target.value)}>
          <option value="">{f.all}</option>
          {f.type === 'field'
            ? f.options.map((o, i) => <option key={i} value={String(i)}>{o.label}</option>)
            : (<><option value="used">{f.used}</option><option value="unused">{f.unused}</option></>)}
        </select>
      ))}
    </div>
  );
}
