/**
 * Where the storefront sends the browser (search submit, add to cart without a
 * preview). One place, so tests can watch it instead of leaving the page.
 */
let navigate = (url: string) => window.location.assign(url);

export function navigateTo(url: string): void {
  navigate(url);
}

/** For tests: replaces navigation; returns a function that restores it. */
export function interceptNavigation(handler: (url: string) => void): () => void {
  const previous = navigate;
  navigate = handler;
  return () => {
    navigate = previous;
  };
}
