/**
 * The paths the emulator answers, for servers that mount it beside others
 * (the unit-test server serves test files and hands these to the emulator).
 */
export const EMULATOR_PATH_PREFIXES = [
  '/api/storefront/',
  '/remote/v1/',
  '/app/customer/',
  '/__emulator/',
  '/cart.php',
  '/search.php',
  '/products.php',
  '/login.php',
  '/account.php',
  '/wishlist.php',
  '/postreview.php',
  '/giftcertificates.php',
  '/pages.php',
  '/sitemap.php',
  '/currency/',
  '/downloads',
  '/content/',
  '/graphql-render',
  '/images/',
  '/videos/',
  '/assets/',
  '/demo/',
] as const;

export function isEmulatorPath(path: string): boolean {
  return EMULATOR_PATH_PREFIXES.some((prefix) => path.startsWith(prefix));
}
