/**
 * A shopper whose system asks for less motion (prefers-reduced-motion: reduce) gets none: the
 * menu opens without sliding and no animation keeps running on the page; everyone else keeps
 * the slide. The run's other specs browse with less motion asked for (playwright.config.ts).
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { appReady, main, productCards } from '../support/shop.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/**
 * The transition lengths in seconds of the first card's "Agregar" button (a colour change on
 * hover, on every page) and of the open menu, and the page's animations still running for ever.
 */
async function openMenuAndRead(page: Page) {
  await page.goto('/');
  await appReady(page);
  const button = productCards(main(page))
    .first()
    .getByRole('button', { name: /Agregar/ });
  const buttonSeconds = await button.evaluate((b) => parseFloat(getComputedStyle(b).transitionDuration));
  await page.getByRole('banner').getByRole('button', { name: 'Abrir menú' }).click();
  const menu = page.getByRole('dialog', { name: 'Menú principal' });
  await expect(menu).toBeVisible();
  return menu.evaluate(
    (dialog, buttonSeconds) => ({
      buttonSeconds,
      transitionSeconds: parseFloat(getComputedStyle(dialog).transitionDuration),
      endless: document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations === Infinity && a.playState === 'running')
        .length,
    }),
    buttonSeconds,
  );
}

test('with less motion asked for, the menu opens without sliding and nothing keeps moving', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const read = await openMenuAndRead(page);
  expect(read.buttonSeconds).toBeLessThan(0.01);
  expect(read.transitionSeconds).toBeLessThan(0.01);
  expect(read.endless).toBe(0);
});

test('without that wish, the menu slides in', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  const read = await openMenuAndRead(page);
  expect(read.buttonSeconds).toBeGreaterThan(0.1);
  expect(read.transitionSeconds).toBeCloseTo(0.225, 3);
});
