import { requestHtml, requestText } from './request.ts';

/** spec §7 popup login: POST /login.php?action=check_login; a non-empty answer means success. */
export async function checkLogin(email: string, password: string, signal?: AbortSignal): Promise<boolean> {
  const answer = await requestText('/login.php?action=check_login', {
    method: 'POST',
    params: { login_email: email, login_pass: password },
    signal,
  });
  return answer.trim() !== '';
}

/** spec §7: then GET /account.php with the customer-id template; a non-empty trimmed result confirms the login. */
export async function fetchSignedInCustomerId(signal?: AbortSignal): Promise<string> {
  const html = await requestHtml('/account.php', { template: 'custom/popup-login-window-customer-id', signal });
  return html.trim();
}
