/**
 * Watches the styles a page computes in the browser, for the checks that a shopper's page is drawn
 * with static CSS only (decisions 0025, 0030): no emotion rule inserted by MUI at run time, no
 * style element moved. Used by hydration.spec.ts and by the specs of pages moved off MUI.
 */
import type { Page } from '@playwright/test';

/**
 * Counts, from before the app's code runs on every next load of `page`, the CSS rules a script
 * inserts (emotion's, where MUI draws) and the style elements removed (each move of one restyles
 * the whole page). Call before `page.goto`.
 */
export async function watchStyles(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = window as unknown as { insertedRules: string[]; removedStyles: number };
    seen.insertedRules = [];
    seen.removedStyles = 0;
    const insertRule = CSSStyleSheet.prototype.insertRule;
    CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
      seen.insertedRules.push(rule);
      return insertRule.call(this, rule, index);
    };
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of Array.from(record.removedNodes))
          if (node.nodeName === 'STYLE') seen.removedStyles += 1;
    }).observe(document, { childList: true, subtree: true });
  });
}

/**
 * What watchStyles saw since the page's last load: the emotion rules inserted (MUI drawing at run
 * time) and the style elements removed.
 * @returns `{ emotionRules, removedStyles }` (counts)
 */
export function styleReport(page: Page) {
  return page.evaluate(() => {
    const seen = window as unknown as { insertedRules: string[]; removedStyles: number };
    return {
      emotionRules: seen.insertedRules.filter((rule) => /^\.css-[a-z0-9-]+/.test(rule)).length,
      removedStyles: seen.removedStyles,
    };
  });
}
