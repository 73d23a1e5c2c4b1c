// axe-core run inside a page: its serious and critical findings, for the accessibility tests.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(join(__dirname, '..', '..', 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');

/** One finding: the rule, its impact and the first few elements it names. */
export interface Finding {
  rule: string;
  impact: string;
  targets: string[];
}

/** The rules whose result depends on colours: what a change of colour scheme can change. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** axe-core's serious and critical findings on the page as it is (only those of `rules` when given). */
export async function seriousFindings(page: Page, rules?: readonly string[]): Promise<Finding[]> {
  // Evaluated over the protocol, so the page's Content Security Policy does not apply to it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (only) => {
    type Run = (context: Document, options?: { runOnly: { type: 'rule'; values: string[] } }) => Promise<{ violations: { id: string; impact?: string | null; nodes: { target: unknown[] }[] }[] }>;
    const axe = (window as unknown as { axe: { run: Run } }).axe;
    const { violations } = await axe.run(document, only ? { runOnly: { type: 'rule', values: only } } : undefined);
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ rule: v.id, impact: v.impact ?? '', targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
  }, rules ? [...rules] : null);
}
