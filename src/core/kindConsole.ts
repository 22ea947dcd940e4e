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
   * The kind's hidden console pages (`console.pages`), by route name (`GamePlay`): each a component
   * rendered for that route with `{ kind, query }` (the kind as the client runs it, the URL's query as a plain object).
   */
  pages?: Record<string, unknown>;
}

/**
 * A hidden console page a kind owns (SPEC §2 "public and hidden routes"):
 * `{ path: '/GamePlay', name: 'GamePlay', title: 'kind.game.page.play' }`. The route table gets it from
 * the kind; the component is the console module's `pages[name]`, loaded when the page opens.
 */
export interface KindPage {
  /** Path under the console base, starting with `/`. */
  path: string;
  /** Route name: what editor links name; unique among all routes. */
  name: string;
  /** Message id of the page's title, in the kind's own messages. */
  title: string;
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
  /** Hidden pages the kind adds to the console's routes: `[{ path: '/GamePlay', name: 'GamePlay', title: 'kind.game.page.play' }]`. */
  pages?: readonly KindPage[];
  load(): Promise<{ default: KindConsoleParts }>;
}

/** Which declared names a loaded module failed to provide (or provided undeclared); empty when it matches. */
export function consolePartsMismatch(declared: KindConsole, parts: KindConsoleParts): string[] {
  const out: string[] = [];
  const check = (what: 'widgets' | 'fields' | 'templates' | 'previewRenderers' | 'pages') => {
    const want = ([...(declared[what] ?? [])] as (string | KindPage)[]).map((n) => (typeof n === 'string' ? n : n.name)).sort();
    const have = Object.keys(parts[what] ?? {}).sort();
    for (const n of want) if (!have.includes(n)) out.push(`${what}.${n} is declared but not exported`);
    for (const n of have) if (!want.includes(n)) out.push(`${what}.${n} is exported but not declared`);
  };
  check('widgets'); check('fields'); check('templates'); check('previewRenderers'); check('pages');
  if (Boolean(declared.screen) !== Boolean(parts.screen)) out.push(declared.screen ? 'screen is declared but not exported' : 'screen is exported but not declared');
  return out;
}
