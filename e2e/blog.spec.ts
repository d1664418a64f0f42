import { axeViolations, expect, tabTo, test } from './fixtures.ts';

// spec §2 "Blog, blog post" and "Pagination: links lacking a page parameter get one added".
test('page through the blog with the keyboard, then read a post and go on to another', async ({ page }) => {
  test.slow(true, 'a keyboard walk through three blog pages and a post, a look at the page at every Tab stop');
  await page.goto('/blog/');
  await expect(page.locator('html')).toHaveAttribute('data-page-group', 'blog');
  const posts = page.locator('.blogTeaser-title');
  await expect(posts).toHaveCount(5);
  await expect(posts.first()).toHaveText('Packing for a wet weekend');

  const pages = page.getByRole('navigation', { name: 'Blog pages' });
  await expect(pages.getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page');
  const next = pages.getByRole('link', { name: 'Next page of posts' });
  // The platform's bare page number, given its page parameter by the blog script group.
  await expect(next).toHaveAttribute('href', '/blog/?page=2');
  expect(await axeViolations(page)).toEqual([]);

  await tabTo(page, (element) => element.textContent?.trim() === 'Next page of posts', 'the next page link');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/blog\/\?page=2$/);
  await expect(posts).toHaveCount(5);
  await expect(posts.first()).toHaveText('Reading a trail map in five minutes');
  await expect(pages.getByRole('link', { name: 'Previous page of posts' })).toHaveAttribute('href', '/blog/?page=1');

  await pages.getByRole('link', { name: 'Page 3', exact: true }).click();
  await expect(page).toHaveURL(/\/blog\/\?page=3$/);
  await expect(posts).toHaveCount(2);
  await expect(pages.getByRole('link', { name: 'Next page of posts' })).toHaveCount(0);
  await expect(pages.getByRole('link', { name: 'Page 3', exact: true })).toHaveAttribute('aria-current', 'page');

  await page.getByRole('link', { name: 'Planning a trip on paper' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Planning a trip on paper');
  // The newest posts (the page's front matter asks the platform for four), this one left out.
  const more = page.getByRole('navigation', { name: 'More from the blog' });
  await expect(more.getByRole('listitem')).toHaveCount(4);
  await expect(more.getByRole('link', { name: /Planning a trip on paper/ })).toHaveCount(0);
  await expect(more.getByRole('link', { name: 'Back to the blog' })).toHaveAttribute('href', '/blog/');
  expect(await axeViolations(page)).toEqual([]);
  await tabTo(page, (element) => element.textContent?.includes('Packing for a wet weekend') ?? false, 'the newest post');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Packing for a wet weekend');
  // Reading the newest post, the list offers the next three.
  await expect(more.getByRole('listitem')).toHaveCount(3);
});

test('without JavaScript the blog still pages: a bare page number lands on that page', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/blog/');
  const next = page.getByRole('navigation', { name: 'Blog pages' }).getByRole('link', { name: 'Next page of posts' });
  await expect(next).toHaveAttribute('href', '2');
  await next.click();
  await expect(page).toHaveURL(/\/blog\/\?page=2$/);
  await expect(page.locator('.blogTeaser-title').first()).toHaveText('Reading a trail map in five minutes');
  // A page past the end, or not a number, shows the nearest page rather than an error.
  const response = await page.goto('/blog/?page=99');
  expect(response?.status()).toBe(200);
  await expect(page.locator('.blogTeaser-title')).toHaveCount(2);
  expect((await page.goto('/blog/?page=abc'))?.status()).toBe(200);
  await context.close();
});
