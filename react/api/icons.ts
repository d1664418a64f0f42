import { requestHtml } from './request.ts';

// spec §7 "Icon files are fetched with GET". One request per URL for the whole
// page, however many icons use it; a failed request may be tried again later.
const icons = new Map<string, Promise<string>>();

export function fetchIconFile(url: string): Promise<string> {
  const absolute = new URL(url, document.baseURI).href;
  let pending = icons.get(absolute);
  if (!pending) {
    pending = requestHtml(absolute, { accept: 'image/svg+xml' }).catch((error: unknown) => {
      icons.delete(absolute);
      throw error;
    });
    icons.set(absolute, pending);
  }
  return pending;
}
