/**
 * One page of a list, as the wishlist and blog templates take it (spec §2 "Pagination"):
 * previous/next are the bare page number, which the page's script group turns into a
 * link with the page parameter; `current_url` is the page's own address. A page number
 * that is missing, not a number or out of range gives the nearest page.
 */
export function pageOf<T>(all: readonly T[], pageSize: number, asked: string | undefined, urlFor: (page: number) => string) {
  const pages = Math.max(1, Math.ceil(all.length / pageSize));
  const current = Math.min(pages, Math.max(1, Number.parseInt(asked ?? '1', 10) || 1));
  const pagination =
    pages > 1
      ? {
          current,
          pages,
          previous: current > 1 ? String(current - 1) : null,
          next: current < pages ? String(current + 1) : null,
          current_url: urlFor(current),
          links: Array.from({ length: pages }, (_, index) => ({ page: index + 1, url: urlFor(index + 1), current: index + 1 === current })),
        }
      : null;
  return { items: all.slice((current - 1) * pageSize, current * pageSize), pagination };
}
