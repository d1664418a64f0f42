/**
 * spec §2 "Pagination: links lacking a page parameter get one added." The
 * platform renders a wishlist's previous/next links with only the page number as
 * their href; this rewrites them onto the current page link's URL
 * (`/wishlist.php?action=viewwishlistitems&wishlistid=3&page=2`).
 */
export function addMissingPageParameters(root: ParentNode = document): number {
  const list = root.querySelector('.pagination-list');
  const current = root.querySelector<HTMLAnchorElement>('[data-pagination-current-page-link]')?.getAttribute('href');
  if (!list || !current || !current.includes('page=')) return 0;
  const base = current.slice(0, current.lastIndexOf('page='));
  let fixed = 0;
  for (const link of list.querySelectorAll<HTMLAnchorElement>(
    '.pagination-item--previous .pagination-link, .pagination-item--next .pagination-link',
  )) {
    const href = link.getAttribute('href')?.trim() ?? '';
    if (href === '' || href.includes('page=') || !/^\d+$/.test(href)) continue;
    link.setAttribute('href', `${base}page=${href}`);
    fixed++;
  }
  return fixed;
}
