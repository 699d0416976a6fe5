/**
 * Accessibility check with axe-core: injects node_modules/axe-core/axe.min.js and fails on every
 * violation of impact "serious" or "critical", listing rule, impact, help and the offending nodes.
 */
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

const require = createRequire(import.meta.url);
const axePath = require.resolve('axe-core/axe.min.js');

interface AxeNode {
  target: unknown[];
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  helpUrl: string;
  nodes: AxeNode[];
}

/** Runs axe on the whole document of `page` and expects no serious or critical violation. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.addScriptTag({ path: axePath });
  // The footer and the card lists are laid out only near the screen (content-visibility: auto).
  // axe reads every part of the page as a shopper who scrolls there sees it; in a part Chromium
  // has not laid out yet it once read the browser's default colours (black text, #0000ee links on
  // the footer's brown). Lay everything out first, as scrolling would.
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      helpUrl: v.helpUrl,
      nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  });
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map(
    (v) =>
      `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n` +
      v.nodes
        .slice(0, 8)
        .map((n) => `    ${JSON.stringify(n.target)}: ${(n.failureSummary ?? '').replace(/\s+/g, ' ')}`)
        .join('\n'),
  );
  expect(report, `axe: serious or critical violations on ${page.url()}`).toEqual([]);
}
