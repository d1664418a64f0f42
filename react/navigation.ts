/**
 * Where the storefront sends the browser (search submit, add to cart without a
 * preview). One place, so tests can watch it instead of leaving the page.
 */
let navigate = (url: string) => window.location.assign(url);
let reload = () => window.location.reload();

export function navigateTo(url: string): void {
  navigate(url);
}

/** Reloads the page (after a change the server renders, such as the currency). */
export function reloadPage(): void {
  reload();
}

/** For tests: replaces reloading; returns a function that restores it. */
export function interceptReload(handler: () => void): () => void {
  const previous = reload;
  reload = handler;
  return () => {
    reload = previous;
  };
}

/** For tests: replaces navigation; returns a function that restores it. */
export function interceptNavigation(handler: (url: string) => void): () => void {
  const previous = navigate;
  navigate = handler;
  return () => {
    navigate = previous;
  };
}
