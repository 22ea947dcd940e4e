import { TRANSLATION_STATES, type TranslationState } from './translationApi.ts';

/** What the translation screen shows, kept in the URL query so Back and reload return to it. */
export interface MatrixQuery {
  /** The drilled-down kind (with `language`); absent: the matrix itself. */
  kind?: string;
  language?: string;
  /** Only items in this state. */
  state?: TranslationState;
  /** Items whose field list is open. */
  open: readonly number[];
}

/** The view a URL query names; values it cannot use are dropped. */
export function readMatrixQuery(params: URLSearchParams): MatrixQuery {
  const state = params.get('state') as TranslationState | null;
  const open = (params.get('open') ?? '').split(',').map(Number).filter((n) => Number.isInteger(n) && n > 0);
  return {
    kind: params.get('kind') || undefined,
    language: params.get('language') || undefined,
    state: state && TRANSLATION_STATES.includes(state) ? state : undefined,
    open,
  };
}

/** The URL query of a view: `?kind=…&language=…`, or '' for the matrix. */
export function matrixSearch(q: Partial<MatrixQuery>): string {
  const p = new URLSearchParams();
  if (q.kind && q.language) {
    p.set('kind', q.kind);
    p.set('language', q.language);
    if (q.state) p.set('state', q.state);
    if (q.open?.length) p.set('open', q.open.join(','));
  }
  const s = p.toString();
  return s ? `?${s}` : '';
}
