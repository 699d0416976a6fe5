/**
 * Layout checks of the phone and desktop specs: nothing sticks out of its card or is
 * cut inside it, and no fixed element (scroll-to-top button, toast...) covers a button or link.
 * Each returns a list of problems, one readable line each; [] when the page is fine.
 */
import type { Page } from '@playwright/test';

/**
 * Elements wider than the card (MUI Card or Paper, or a product card) they sit in, and texts cut inside a card
 * (an ellipsis, a line clamp, or content wider than a box that hides or scrolls it).
 */
export function cardProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const name = (el: Element) => {
      const label =
        el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50);
      const cls =
        typeof el.className === 'string'
          ? el.className.split(' ').find((c) => c.startsWith('Mui'))
          : undefined;
      return `<${el.localName}${el.id ? `#${el.id}` : ''}${cls ? `.${cls}` : ''}> "${label}"`;
    };
    const shown = (el: Element) => {
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      // Visually hidden texts (screen readers only) are 1 px boxes clipped on purpose.
      const hiddenOnPurpose = style.clip !== 'auto' && style.clip !== '' && style.position === 'absolute';
      // opacity 0: an invisible hit area (a switch's input is wider than the switch on purpose).
      return (
        box.width > 1 &&
        box.height > 1 &&
        style.visibility !== 'hidden' &&
        style.display !== 'none' &&
        style.opacity !== '0' &&
        !hiddenOnPurpose &&
        !el.closest('[aria-hidden="true"] svg')
      );
    };
    const problems: string[] = [];
    // One line per problem: what sits inside an element already reported is not reported again.
    const reported: Element[] = [];
    // MUI cards and papers, and the storefront's own product cards (static CSS, data-card).
    for (const card of Array.from(
      document.querySelectorAll('main .MuiCard-root, main .MuiPaper-root, main [data-card]'),
    )) {
      if (!shown(card)) continue;
      const frame = card.getBoundingClientRect();
      for (const el of Array.from(card.querySelectorAll('*'))) {
        if (!shown(el) || reported.some((r) => r.contains(el))) continue;
        const before = problems.length;
        const box = el.getBoundingClientRect();
        if (box.left < frame.left - 1 || box.right > frame.right + 1) {
          problems.push(
            `${name(el)} (${Math.round(box.left)}..${Math.round(box.right)}) sticks out of its card ${name(card)} (${Math.round(frame.left)}..${Math.round(frame.right)})`,
          );
          reported.push(el);
          continue;
        }
        // A text field scrolls its own value (that is how inputs work), and a box without text
        // (a switch's track, an icon) has no words to cut.
        if (el.matches('input, textarea, select') || !(el.textContent ?? '').trim()) continue;
        const style = getComputedStyle(el);
        const clipsX = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
        const clipsY =
          style.overflowY === 'hidden' && style.webkitLineClamp !== 'none' && style.webkitLineClamp !== '';
        if (clipsX && el.scrollWidth > el.clientWidth + 1)
          problems.push(`${name(el)} is cut: ${el.scrollWidth}px of content in ${el.clientWidth}px`);
        else if (clipsY && el.scrollHeight > el.clientHeight + 1)
          problems.push(`${name(el)} is cut after ${style.webkitLineClamp} lines`);
        if (problems.length > before) reported.push(el);
      }
    }
    return [...new Set(problems)];
  });
}

/**
 * Buttons and links on screen whose middle is under a fixed element that is not theirs (the
 * sticky header excepted: what scrolls under it is off screen for the shopper).
 */
export function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const controls = Array.from(
      document.querySelectorAll(
        'main a[href], main button, footer a[href], footer button, header a[href], header button',
      ),
    );
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      if (box.width < 2 || box.height < 2) continue;
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) continue;
      const top = document.elementFromPoint(x, y);
      if (!top || control.contains(top) || top.contains(control)) continue;
      // Only fixed layers count; the sticky header is the page's own top edge.
      let layer: Element | null = top;
      while (layer && getComputedStyle(layer).position !== 'fixed') layer = layer.parentElement;
      if (!layer || layer.closest('header')) continue;
      const label = control.getAttribute('aria-label') ?? (control.textContent ?? '').trim().slice(0, 40);
      const by = layer.getAttribute('aria-label') ?? layer.className.toString().split(' ')[0];
      problems.push(
        `"${label}" at ${Math.round(x)},${Math.round(y)} is covered by a fixed ${layer.localName} (${by})`,
      );
    }
    return problems;
  });
}

/** Runs `coveredControls` at the top, every screen height down to the end, and at the very end. */
export async function coveredWhileScrolling(page: Page): Promise<string[]> {
  const problems: string[] = [];
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const screen = await page.evaluate(() => window.innerHeight);
  for (let y = 0; y <= height; y += screen) {
    await page.evaluate((to) => window.scrollTo(0, to), y);
    await page.waitForTimeout(80);
    for (const p of await coveredControls(page)) problems.push(`scrolled to ${y}: ${p}`);
  }
  return problems;
}
