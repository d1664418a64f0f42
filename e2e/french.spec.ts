import { axeViolations, expect, test } from './fixtures.ts';

// A shopper whose browser asks for French: the theme's lang/fr.json, picked by the
// platform's renderer from Accept-Language, reaches both the server's markup and
// what the elements say after an interaction (their texts are set from the same file).
test.use({ locale: 'fr-FR' });

test('a French shopper searches, adds from a card and reads French throughout', async ({ page }) => {
  await page.goto('/bags/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  // Quick search: the element's count message comes from the language file.
  await page.getByRole('button', { name: 'Rechercher', exact: true }).click();
  await page.getByRole('combobox', { name: 'Rechercher dans la boutique' }).fill('camp');
  const results = page.getByRole('dialog', { name: 'Résultats de recherche' });
  await expect(results.getByRole('link', { name: /Enamel Camp Mug/ })).toBeVisible({ timeout: 4000 });
  await expect(page.getByRole('status').filter({ hasText: /produits? trouvés? pour «\s*camp\s*»/ })).toHaveCount(1);
  await page.keyboard.press('Escape');

  // Card add-to-cart: the waiting and added states, and the badge, in French.
  const card = page.locator('store-product-card').filter({ has: page.getByRole('link', { name: 'Canvas Tote Bag' }) });
  await expect(card).toHaveAttribute('data-rendered', '');
  await card.getByRole('button', { name: /Ajouter au panier/ }).click();
  await expect(card.getByRole('button', { name: /Ajouté au panier/ })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('a French shopper’s form errors come from the language file', async ({ page }) => {
  await page.goto('/');
  // The popup login checks the email with the validator, whose messages the layout injects.
  await page.getByRole('link', { name: 'Se connecter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connexion' });
  await dialog.getByLabel('Adresse e-mail').fill('not-an-address');
  await dialog.getByRole('button', { name: 'Se connecter' }).click();
  await expect(dialog.getByText('Saisissez une adresse e-mail valide, par exemple user@example.com.')).toBeVisible();
});
