import { submitForm, type FormAnswer } from './forms.ts';
import { requestHtml } from './request.ts';

/**
 * spec §7 popup login: POST /login.php?action=check_login with login_email and login_pass. The
 * platform answers with a page either way (the account page it redirects to, or the sign-in page
 * with its error box), so this only reads the store's refusal; who is signed in decides (below).
 */
export function checkLogin(email: string, password: string, signal?: AbortSignal): Promise<FormAnswer> {
  const fields = new FormData();
  fields.set('login_email', email);
  fields.set('login_pass', password);
  return submitForm('/login.php?action=check_login', fields, { signal });
}

/** spec §7: then GET /account.php with the customer-id template; a non-empty trimmed result confirms the login. */
export async function fetchSignedInCustomerId(signal?: AbortSignal): Promise<string> {
  const html = await requestHtml('/account.php', { template: 'custom/popup-login-window-customer-id', signal });
  return html.trim();
}
