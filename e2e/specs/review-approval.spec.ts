import { expect, test } from '../support/fixtures.ts';
import { createConfirmedAccount } from '../support/accounts.ts';
import { signInAsAdmin } from '../support/admin.ts';
import { apiProduct, main } from '../support/shop.ts';

// The owner's choice that reviews from people who did not buy wait for approval (decision 0034):
// a stranger's review waits, its author sees it "en revisión", the owner approves it in
// /admin/reviews and it is published. It changes a shop-wide setting, so it runs on the
// catalogue-changes server (playwright.config.ts).

test('a review from someone who did not buy waits, and the owner approves it', async ({ page, browser }) => {
  await signInAsAdmin(page, null);
  const admin = page.request;
  const product = await apiProduct(admin, '5');
  expect(
    (await admin.put('/api/admin/reviews/settings', { data: { holdUnverified: true } })).ok(),
  ).toBeTruthy();

  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  const text = `Todavía no la compré ${Date.now().toString(36)}`;
  try {
    const account = await createConfirmedAccount(shopper.request, 'rev_wait');
    const signIn = await shopper.request.post('/api/account/sign-in', {
      data: { username: account.username, password: account.password },
    });
    expect(signIn.ok()).toBeTruthy();
    const saved = await shopper.request.post(`/api/products/${product.id}/reviews`, {
      data: { stars: 4, text },
    });
    expect(saved.status(), await saved.text()).toBe(201);
    expect((await saved.json()).pending).toBe(true);
  } finally {
    // Back to the default at once: the setting is the whole shop's.
    expect(
      (await admin.put('/api/admin/reviews/settings', { data: { holdUnverified: false } })).ok(),
    ).toBeTruthy();
  }

  // Its author sees it "en revisión" on the product page; nobody else sees it.
  await shopper.goto(`/allProducts/${product.slug}`);
  // The reviews load when the shopper gets near them (below the nutrition facts): scroll there.
  await main(shopper).getByRole('heading', { name: 'Productos relacionados' }).scrollIntoViewIfNeeded();
  await expect(main(shopper).getByTestId('own-pending-review')).toContainText(text);
  await expect(main(shopper).getByTestId('own-pending-review')).toContainText('Tu reseña (en revisión)');
  await shopperContext.close();
  const publicTexts = async () =>
    (
      (await (await page.request.get(`/api/products/${product.id}/reviews?limit=50`)).json()) as {
        items: { text: string }[];
      }
    ).items.map((r) => r.text);
  expect(await publicTexts()).not.toContain(text);

  // The owner: the setting, and the pending review first with Aprobar.
  await page.goto('/admin/reviews');
  await expect(
    main(page).getByRole('switch', { name: 'Las reseñas de quien no compró esperan mi aprobación' }),
  ).not.toBeChecked();
  const row = main(page).locator('[data-pending="true"]').filter({ hasText: text });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Pendiente');
  await row.getByRole('button', { name: /^Aprobar la reseña/ }).click();
  await expect(page.getByText('Reseña aprobada: ya está publicada.')).toBeVisible();
  await expect(main(page).locator('[data-pending="false"]').filter({ hasText: text })).toBeVisible();
  expect(await publicTexts()).toContain(text);
});
