import type { $Fetch } from 'ofetch';
import type { ChildName } from '../../../core/fieldPathLabel.ts';

/** An item's translation state in one language (docs-api-contract.md, "Content languages"). */
export type TranslationState = 'complete' | 'missing' | 'stale';

/** The states in the order the screen shows them: what needs work first. */
export const TRANSLATION_STATES: readonly TranslationState[] = ['missing', 'stale', 'complete'];

/** How many items are in each state. */
export type StateCounts = Record<TranslationState, number>;

/** One kind's row of `GET /translations`: its item count and, per non-base language, the states. */
export interface KindTranslationRow {
  kind: string;
  total: number;
  languages: Record<string, StateCounts>;
}

/** The `data` of `GET /translations`. */
export interface TranslationMatrix {
  base: string;
  /** The client's non-base content languages, in its order. */
  languages: string[];
  kinds: KindTranslationRow[];
}

/** One item of `GET /translations/{kind}?language=`: its state and the field paths behind it. */
export interface ItemTranslation {
  id: number;
  title: string;
  state: TranslationState;
  missing: string[];
  stale: string[];
  /** The keyed children the paths pass through (`pages/55`), by position and title. */
  children: Record<string, ChildName>;
}

const count = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const strings = (v: unknown) => (Array.isArray(v) ? v.filter((p): p is string => typeof p === 'string') : []);

/** The children the server named, each with a whole-number position (anything else is left out). */
function childNames(raw: unknown): Record<string, ChildName> {
  if (!raw || typeof raw !== 'object') return {};
  return Object.fromEntries(Object.entries(raw as Record<string, Partial<ChildName>>).flatMap(([path, c]) =>
    Number.isInteger(c?.position) ? [[path, { position: c.position!, ...(typeof c.title === 'string' && c.title ? { title: c.title } : {}) }]] : []));
}

/** Counts with every state present (a language the server left out of a row counts nothing). */
export function stateCounts(raw: Partial<StateCounts> | undefined): StateCounts {
  return { complete: count(raw?.complete), missing: count(raw?.missing), stale: count(raw?.stale) };
}

/** `GET /translations`: the kinds × languages counts of the caller's company. */
export async function fetchTranslationMatrix(http: $Fetch): Promise<TranslationMatrix> {
  const { data } = await http<{ data: Partial<TranslationMatrix> }>('/translations');
  return { base: data.base ?? '', languages: strings(data.languages), kinds: data.kinds ?? [] };
}

/** `GET /translations/{kind}?language=`: each item of the kind with its state in that language. */
export async function fetchKindTranslations(http: $Fetch, kind: string, language: string): Promise<ItemTranslation[]> {
  const path = `/translations/${encodeURIComponent(kind)}?language=${encodeURIComponent(language)}`;
  const { data } = await http<{ data: { items?: Partial<ItemTranslation>[] } }>(path);
  return (data.items ?? []).map((i) => ({
    id: Number(i.id),
    title: typeof i.title === 'string' ? i.title : '',
    state: i.state === 'missing' || i.state === 'stale' ? i.state : 'complete',
    missing: strings(i.missing),
    stale: strings(i.stale),
    children: childNames(i.children),
  }));
}
