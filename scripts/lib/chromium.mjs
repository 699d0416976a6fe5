/**
 * Debian's Chromium for the measuring scripts (perf.mjs, perf-cart-paint.mjs): its path
 * (CHROMIUM_PATH, default /usr/bin/chromium) and one launch with the same flags everywhere, so two
 * scripts' numbers come from the same browser set-up.
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Launches headless Chromium through playwright-core with no background traffic; returns the Browser. */
export async function launchChromium() {
  const { chromium } = await import('playwright-core');
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  });
}
