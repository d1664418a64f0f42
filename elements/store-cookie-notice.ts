import { CookieNotice, cookieNoticeAttributes } from '../react/cookie-notice/CookieNotice.tsx';
import { defineOnce, storeElement } from './store-element.ts';

/**
 * The cookie notice bar: shown until the shopper accepts, which sets the
 * `ACCEPT_COOKIE_USAGE` cookie for 365 days (spec §4, §9). Place it once, first in
 * the body (after a skip link), so the keyboard and a screen reader meet it before the
 * page's links. A Stencil template cannot see the shopper's cookies, so the element
 * decides: it carries `data-state="open"` while the cookie is absent and `"accepted"`
 * once it exists. Style `.cookieMessage`.
 * Position the element itself (e.g. `position: fixed` at the bottom), not only
 * its content: its code loads when the element is near the viewport.
 *
 * ```html
 * <store-cookie-notice privacy-url="/privacy-policy/"></store-cookie-notice>
 * ```
 *
 * Or render the bar inside it, in the page's language, and hide it until the element
 * has looked (`store-cookie-notice:not([data-state='open']) .cookieMessage { display: none }`),
 * so a shopper who accepted never sees it flash; the element keeps that markup and
 * wires its button:
 *
 * ```html
 * <store-cookie-notice>
 *   <section class="cookieMessage" aria-label="Cookie notice">
 *     <p class="cookieMessage-text">We use cookies… <a href="/privacy-policy/">Privacy policy</a></p>
 *     <button type="button" class="button button--primary" data-cookie-accept>Accept</button>
 *   </section>
 * </store-cookie-notice>
 * ```
 *
 * @tag store-cookie-notice
 */
export class StoreCookieNoticeElement extends storeElement(CookieNotice, cookieNoticeAttributes) {}

defineOnce('store-cookie-notice', StoreCookieNoticeElement);

declare global {
  interface HTMLElementTagNameMap {
    'store-cookie-notice': StoreCookieNoticeElement;
  }
}
