import type { Page } from '@playwright/test';
import { axeViolations, expect, layoutShifts, recordLayoutShifts, signInByRequest, test, upgraded } from './fixtures.ts';

// The product page's gallery and lightbox, tabs, reviews, wish list and parent
// collection (spec §2, §4, §5, §7, §8) on the Trail Jacket (110: three images of
// different ratios, a video, two custom tabs) and the Camp Lantern (111: a parent collection).

test('open the lightbox, share its URL, reload onto the same image; Back closes it (spec §2)', async ({ page }) => {
  await page.goto('/trail-jacket/');
  const gallery = page.locator('store-product-gallery[data-rendered]');
  await expect(gallery).toBeVisible();
  await gallery.getByRole('button', { name: 'Show image 2 of 4' }).click();
  await gallery.getByRole('link', { name: /Open the full-screen viewer/ }).click();
  const lightbox = page.getByRole('dialog', { name: 'Image viewer' });
  await expect(lightbox).toBeVisible();
  await expect(page).toHaveURL(/#gid=1&pid=2$/);
  await expect(lightbox.locator('.lightbox-counter')).toHaveText('2 of 4');
  // Focus moves into the lightbox (PhotoSwipe's focus trap), where its keys work.
  await expect(lightbox).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/#gid=1&pid=3$/);
  await expect(lightbox.getByRole('link', { name: 'Pinterest' })).toHaveAttribute('href', /gid%3D1%26pid%3D3/);
  expect(await axeViolations(page)).toEqual([]);

  // A shared link opens the same image.
  const shared = page.url();
  await page.goto('/');
  await page.goto(shared);
  await expect(page.getByRole('dialog', { name: 'Image viewer' }).locator('.lightbox-counter')).toHaveText('3 of 4');
  await expect(page.locator('.pswp img.pswp__img:not(.pswp__img--placeholder)').first()).toBeVisible();

  // Back closes it and stays on the product page.
  await page.goBack();
  await expect(page.getByRole('dialog', { name: 'Image viewer' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/trail-jacket\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Trail Jacket' })).toBeVisible();
});

test('the lightbox shows the video as a titled frame and honours reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/trail-jacket/');
  const gallery = page.locator('store-product-gallery[data-rendered]');
  await gallery.getByRole('button', { name: 'Play video: The Trail Jacket in a downpour' }).click();
  await gallery.getByRole('link', { name: 'Play video: The Trail Jacket in a downpour' }).click();
  const lightbox = page.getByRole('dialog', { name: 'Image viewer' });
  await expect(lightbox.frameLocator('iframe[title="The Trail Jacket in a downpour"]').getByText('(demo video)')).toBeVisible();
  // No fade under reduced motion: fully shown at once.
  expect(await lightbox.locator('.pswp__bg').evaluate((bg) => getComputedStyle(bg).opacity)).toBe('0.8');
  await page.keyboard.press('Escape');
  await expect(lightbox).toHaveCount(0);
  await expect(page).toHaveURL(/\/trail-jacket\/$/);
});

/** Where focus is now, as a shopper would judge it: inside the lightbox, on screen, not hidden from assistive tech. */
function focusedInLightbox(page: Page) {
  return page.evaluate(() => {
    const focused = document.activeElement;
    const lightbox = document.querySelector('.pswp');
    if (!focused || !lightbox) return { where: 'no lightbox' };
    const box = focused.getBoundingClientRect();
    const onScreen = box.width > 0 && box.height > 0 && box.right > 0 && box.bottom > 0 && box.left < innerWidth && box.top < innerHeight;
    return {
      where: focused === lightbox || lightbox.contains(focused) ? 'lightbox' : focused.localName,
      onScreen: onScreen && focused.checkVisibility({ visibilityProperty: true }),
      hidden: focused.closest('[aria-hidden="true"], [inert]') !== null,
    };
  });
}

test('Tab and Shift+Tab in the lightbox stay on what it shows, the video slide included', async ({ page }) => {
  await page.goto('/trail-jacket/');
  const gallery = page.locator('store-product-gallery[data-rendered]');
  // Image 3 of 4: the video is the next slide, loaded beside it but off screen.
  await gallery.getByRole('button', { name: 'Show image 3 of 4' }).click();
  await gallery.getByRole('link', { name: /Open the full-screen viewer/ }).click();
  const lightbox = page.getByRole('dialog', { name: 'Image viewer' });
  await expect(lightbox.locator('.lightbox-counter')).toHaveText('3 of 4');
  await expect(lightbox.locator('iframe[title="The Trail Jacket in a downpour"]')).toHaveCount(1);
  await expect(lightbox).toBeFocused();
  const everywhere = { where: 'lightbox', onScreen: true, hidden: false };
  for (const key of [...Array<string>(9).fill('Tab'), ...Array<string>(9).fill('Shift+Tab')]) {
    await page.keyboard.press(key);
    expect(await focusedInLightbox(page), `after ${key}`).toEqual(everywhere);
  }

  // On the video's own slide its player is a Tab stop, and focus still goes round.
  await page.keyboard.press('Escape');
  await expect(lightbox).toHaveCount(0);
  await gallery.getByRole('button', { name: 'Play video: The Trail Jacket in a downpour' }).click();
  await gallery.getByRole('link', { name: 'Play video: The Trail Jacket in a downpour' }).click();
  await expect(lightbox.locator('.lightbox-counter')).toHaveText('4 of 4');
  await expect(lightbox).toBeFocused();
  let reachedVideo = false;
  for (let step = 0; step < 9; step++) {
    await page.keyboard.press('Tab');
    expect(await focusedInLightbox(page), `after Tab ${step + 1}`).toEqual(everywhere);
    reachedVideo ||= await page.evaluate(() => document.activeElement?.localName === 'iframe');
  }
  expect(reachedVideo, 'the video player is reachable with Tab').toBe(true);
});

test('tabs with the keyboard, custom tabs from the template, every tab passes axe', async ({ page }) => {
  test.slow(true, 'an axe check for every tab the keyboard opens');
  await page.goto('/trail-jacket/');
  const tabs = await upgraded(page, 'store-product-tabs');
  const list = tabs.getByRole('tablist', { name: 'About Trail Jacket' });
  await expect(list.getByRole('tab')).toHaveText(['Description', 'Care', 'Fit guide', /^Reviews/]);
  await list.getByRole('tab', { name: 'Description' }).focus();
  for (const [key, panel] of [
    ['ArrowRight', 'itsTab-1'],
    ['ArrowRight', 'itsTab-2'],
    ['End', 'product-reviews'],
    ['Home', 'tab-description'],
  ] as const) {
    await page.keyboard.press(key);
    await expect(page.locator(`#${panel}`)).toBeVisible();
    await expect(tabs.getByRole('tabpanel')).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);
  }
  await expect(list.getByRole('tab', { name: 'Description' })).toBeFocused();
});

test('#product-reviews opens the reviews tab; a review is written and sent with the keyboard only', async ({ page }) => {
  await page.goto('/trail-jacket/#product-reviews');
  const reviews = page.locator('#product-reviews');
  await expect(page.locator('store-product-tabs[data-rendered]')).toBeVisible();
  await expect(reviews).toBeVisible();
  await expect(page.locator('store-review-form[data-rendered]')).toBeVisible();

  // Submitting empty shows the spec §5 review messages and focuses the rating.
  await reviews.getByRole('button', { name: 'Submit review' }).focus();
  await page.keyboard.press('Enter');
  await expect(reviews.getByText("The 'Rating' field cannot be blank.")).toBeVisible();
  await expect(reviews.getByText("The 'Name' field cannot be blank.")).toBeVisible();
  await expect(reviews.getByText("The 'Review Subject' field cannot be blank.")).toBeVisible();
  await expect(reviews.getByText("The 'Comments' field cannot be blank.")).toBeVisible();
  await expect(reviews.getByText('Please use a valid email address, such as user@example.com.')).toBeVisible();
  await expect(reviews.getByLabel('Rating')).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);

  await page.keyboard.press('ArrowDown'); // 5 (excellent)
  await page.keyboard.press('Tab');
  await page.keyboard.type('Rowan');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Dry in a downpour');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Three hours of rain and a dry shirt underneath.');
  await page.keyboard.press('Tab');
  await page.keyboard.type('ada@example.com');
  await page.keyboard.press('Tab');
  await expect(reviews.getByRole('button', { name: 'Submit review' })).toBeFocused();
  await page.keyboard.press('Enter');
  // The store's words, from the product page it answered the post with (product.reviews.messages).
  await expect(reviews.getByRole('status').filter({ hasText: 'Thank you. Your review has been posted.' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dry in a downpour' })).toBeAttached();
  await expect(page.getByText('By Rowan')).toBeAttached();
  // The message was the fetched page's, once: the reloaded page does not say it again.
  await expect(page.getByText('Thank you. Your review has been posted.')).toHaveCount(0);
});

test('a review posts without JavaScript and lands on the reviews', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/trail-jacket/');
  await page.getByLabel('Rating').selectOption('4');
  await page.getByLabel('Your name').fill('Noah');
  await page.getByLabel('Review subject').fill('Packs small');
  await page.getByLabel('Comments').fill('Fits in its own pocket.');
  await page.locator('#revemail').fill('noah@example.com');
  await page.getByRole('button', { name: 'Submit review' }).click();
  await expect(page).toHaveURL(/\/trail-jacket\/#product-reviews$/);
  await expect(page.getByRole('heading', { name: 'Packs small' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you. Your review has been posted.' })).toBeVisible();
  await context.close();
});

test('a guest adding to the wish list is sent to sign in', async ({ page }) => {
  await page.goto('/trail-jacket/');
  const wishlist = await upgraded(page, 'store-wishlist-add');
  await wishlist.getByRole('button', { name: 'Add to Wish List' }).click();
  await expect(page).toHaveURL(/\/login\.php$/);
});

test('a signed-in customer adds to the wish list in place', async ({ page }) => {
  await signInByRequest(page, 'noah@example.com', 'newshopper1');
  await page.goto('/trail-jacket/');
  const wishlist = await upgraded(page, 'store-wishlist-add');
  await wishlist.getByRole('button', { name: 'Add to Wish List' }).click();
  await expect(wishlist.getByRole('status')).toContainText('Added to your wish list.');
  await wishlist.getByRole('link', { name: 'View your wish list' }).click();
  await expect(page.getByRole('main')).toContainText('Trail Jacket');
});

test('the parent collection card is appended to the redirect area', async ({ page }) => {
  const lookups: string[] = [];
  page.on('request', (request) => {
    if ((request.headers()['stencil-options'] ?? '').includes('to-parent-collection-card'))
      lookups.push(new URL(request.url()).pathname + new URL(request.url()).search);
  });
  await page.goto('/camp-lantern/');
  await upgraded(page, 'store-parent-collection');
  const area = page.locator('store-parent-collection .parent-collection-redirect');
  await expect(area.locator('a.parentCollection-card')).toHaveAttribute('data-product-id', '401');
  // The platform client's product lookup by id, with the card template.
  expect(lookups).toEqual(['/products.php?productId=401']);
  expect(await axeViolations(page)).toEqual([]);
});

test('wrong attributes warn and fall back', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.route('**/camp-lantern/', async (route) => {
    const response = await route.fetch();
    const html = (await response.text())
      .replace(/parent-collection-id="401"/, 'parent-collection-id="camp-set"')
      .replace(/gallery-id="1"/, 'gallery-id="one"');
    await route.fulfill({ response, body: html });
  });
  let lookups = 0;
  page.on('request', (request) => {
    // Only the parent collection's lookup (the upsell block looks products up too).
    if (request.url().includes('/products.php') && (request.headers()['stencil-options'] ?? '').includes('to-parent-collection-card'))
      lookups += 1;
  });
  await page.goto('/camp-lantern/');
  const collection = await upgraded(page, 'store-parent-collection');
  await expect(collection).toHaveAttribute('data-state', 'hidden');
  await expect(collection).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 0));
  const gallery = page.locator('store-product-gallery[data-rendered]');
  await gallery.getByRole('link', { name: /Open the full-screen viewer/ }).click();
  await expect(page).toHaveURL(/#gid=1&pid=1$/);
  expect(lookups).toBe(0);
  expect(warnings.some((text) => text.includes('<store-parent-collection>') && text.includes('parent-collection-id'))).toBe(true);
  expect(warnings.some((text) => text.includes('<store-product-gallery>') && text.includes('gallery-id'))).toBe(true);
});

test('gallery, wish list and tabs upgrade in the box of their server markup: nothing shifts', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/trail-jacket/');
  await expect(page.locator('store-product-gallery[data-rendered]')).toHaveCount(1);
  await recordLayoutShifts(page);
  const heights = () =>
    page.evaluate(() =>
      ['store-wishlist-add', 'store-product-tabs'].map((tag) => document.querySelector(tag)!.getBoundingClientRect().height),
    );
  const before = await heights();
  // (The review form upgrades when its tab opens: a hidden panel is never near the viewport.)
  for (const tag of ['store-wishlist-add', 'store-product-tabs']) {
    await page.evaluate((name) => document.querySelector(name)!.scrollIntoView({ block: 'center' }), tag);
    await expect(page.locator(`${tag}[data-rendered]`)).toHaveCount(1);
  }
  // layoutShifts waits for the page to have drawn what it was drawing.
  expect(await layoutShifts(page)).toEqual([]);
  expect(await heights()).toEqual(before);
});
