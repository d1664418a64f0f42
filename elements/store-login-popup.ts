import { LoginPopup, loginPopupAttributes } from '../react/login-popup/LoginPopup.tsx';
import { defineOnce, storeElement } from './store-element.ts';

/**
 * The popup login (spec §2, §4, §5, §7, §8), for anonymous shoppers when the
 * theme's popup_login flag is on. Wrap the sign-in form (it posts to
 * `/login.php?action=check_login` without JavaScript) and give the header's
 * sign-in link `data-store-modal-open` with this element's id: the link opens
 * the popup instead of the login page (and still goes there without JavaScript).
 *
 * ```html
 * <a href="/login.php" data-store-modal-open="popup-login">Sign in</a>
 * <store-login-popup id="popup-login">
 *   <form action="/login.php?action=check_login" method="post">…login_email, login_pass…</form>
 * </store-login-popup>
 * ```
 *
 * Email and password are trimmed and checked ('Please use a valid email address,
 * such as {email}.', 'You must enter a password.'). The platform answers the
 * sign-in with a page either way (spec §7): when that page has an error box (a wrong
 * password; too many of them, 429) its words are shown; otherwise the account page's
 * customer-id template decides, and an empty one shows `failure-message`, as does a
 * failure. On success the popup says so, fires `customer-signed-in` and reloads the
 * page after 2500 ms. `data-state` is "closed", "open" or "signed-in".
 *
 * @tag store-login-popup
 * @fires customer-signed-in - After the platform confirmed the login (`{ customerId }`).
 * @fires modal-opened - When a dialog it shows has opened (`{ id }`; from the `<dialog>` inside it, bubbling).
 * @fires modal-closed - When that dialog has closed (`{ id, reason }`).
 * @cssprop --store-modal-duration - Set on its dialog: the open/close animation time, 250ms, or 0ms under reduced motion.
 */
export class StoreLoginPopupElement extends storeElement(LoginPopup, loginPopupAttributes) {}

defineOnce('store-login-popup', StoreLoginPopupElement);

declare global {
  interface HTMLElementTagNameMap {
    'store-login-popup': StoreLoginPopupElement;
  }
}
