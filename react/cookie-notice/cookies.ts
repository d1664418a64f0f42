import { ACCEPT_COOKIE_DAYS, ACCEPT_COOKIE_NAME } from '../../shared/constants.ts';

const DAY_SECONDS = 24 * 60 * 60;

export function hasAcceptedCookies(): boolean {
  return document.cookie.split(';').some((entry) => entry.trim().startsWith(`${ACCEPT_COOKIE_NAME}=`));
}

/** spec §4, §9: the acceptance cookie lasts 365 days, for the whole site. */
export function acceptCookies(): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${ACCEPT_COOKIE_NAME}=1; Max-Age=${ACCEPT_COOKIE_DAYS * DAY_SECONDS}; Path=/; SameSite=Lax${secure}`;
}
