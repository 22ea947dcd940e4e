import type { PreviewFieldKind } from './previewField.ts';

/**
 * What a kind's console module exports by default. Components are typed loosely so core stays
 * React-free; the console checks the names against the kind's declaration when the module loads.
 */
export interface KindConsoleParts {
  widgets?: Record<string, unknown>;
  fields?: Record<string, unknown>;
  templates?: Record<string, unknown>;
  previewRenderers?: Partial<Record<PreviewFieldKind, unknown>>;
  /** Replaces the generic list + form (+ preview) screen of the kind. */
  screen?: unknown;
  /**
   * Hidden console pages the kind owns, by route name (`GamePlay`): each a component rendered for that
   * route with `{ kind, query }` (the kind as the client runs it, the URL's query as a plain object).
   */
  pages?: Record<string, unknown>;
}

/**
 * A kind's console parts: the names are declared here (so the registry checks UI schemas and refuses
 * duplicates at start-up, before any module loads), the module is imported only when a screen needs it.
 */
export interface KindConsole {
  widgets?: readonly string[];
  fields?: readonly string[];
  templates?: readonly string[];
  previewRenderers?: readonly PreviewFieldKind[];
  screen?: boolean;
  /** Hidden routes of the console's route table (SPEC §2) this kind renders: `['GamePlay']`; one owner per page. */
  pages?: readonly string[];
  load(): Promise<{ default: KindConsoleParts }>;
}

/** Which declared names a loaded module failed to provide (or provided undeclared); empty when it matches. */
export function consolePartsMismatch(declared: KindConsole, parts: KindConsoleParts): string[] {
  const out: string[] = [];
  const check = (what: 'widgets' | 'fields' | 'templates' | 'previewRenderers' | 'pages') => {
    const want = [...(declared[what] ?? [])].sort();
    const have = Object.keys(parts[what] ?? {}).sort();
    for (const n of want) if (!have.includes(n)) out.push(`${what}.${n} is declared but not exported`);
    for (const n of have) if (!want.includes(n as never)) out.push(`${what}.${n} is exported but not declared`);
  };
  check('widgets'); check('fields'); check('templates'); check('previewRenderers'); check('pages');
  if (Boolean(declared.screen) !== Boolean(parts.screen)) out.push(declared.screen ? 'screen is declared but not exported' : 'screen is exported but not declared');
  return out;
}
