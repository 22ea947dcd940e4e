import axe from 'axe-core';
import type { Page } from 'playwright-core';

/** One rule a screen breaks, as the failure list prints it. */
export interface AxeFinding {
  screen: string;
  rule: string;
  impact: string;
  /** Each offending element's CSS path (axe's `target`). */
  targets: string[];
}

// Moderate rules the issue names (a main inside a main, two map canvases both named "Map"): kept at
// zero like the serious ones.
const NAMED_MODERATE = new Set(['landmark-no-duplicate-main', 'landmark-main-is-top-level', 'landmark-unique']);

/**
 * Runs axe-core (injected from the installed package, no network) on the page as it is now and
 * returns what matters: every critical or serious violation, and the named moderate landmark ones.
 */
export async function axeAudit(page: Page, screen: string): Promise<AxeFinding[]> {
  // Evaluated, not added as a <script>: the console's Content-Security-Policy refuses inline scripts, as it should.
  if (!await page.evaluate(() => 'axe' in window)) await page.evaluate(axe.source);
  const result = await page.evaluate(() => (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] }));
  return result.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious' || NAMED_MODERATE.has(v.id))
    .map((v) => ({ screen, rule: v.id, impact: v.impact ?? '', targets: v.nodes.map((n) => n.target.join(' ')) }));
}

/** The findings as a readable list, one line per screen and rule (what a failing test prints). */
export function formatFindings(findings: readonly AxeFinding[]): string[] {
  return findings.map((f) => `${f.screen}: ${f.rule} (${f.impact}) on ${f.targets.slice(0, 4).join(', ')}${f.targets.length > 4 ? ` and ${f.targets.length - 4} more` : ''}`);
}
