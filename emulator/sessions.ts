import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { addressSeeds, messageSeeds, paymentMethodSeeds, type Address, type InboxMessage, type PaymentMethod } from './data/accounts.ts';
import { customerSeeds, reviewSeeds, type CustomerSeed, type Review } from './data/store.ts';
import type { CspReport } from './csp-reports.ts';
import { defaultCurrency } from './money.ts';
import { noAttempts, type SignInAttempts } from './sign-in-limits.ts';

/**
 * One shopper's state, kept in memory and lost on restart (as a demo should be).
 * Everything a shopper can change lives here, so no request can see or change
 * another session's cart, customers, wishlists or reviews.
 */
export interface Session {
  id: string;
  csrfToken: string;
  cart: Cart | null;
  /** The signed-in customer, or null for a guest (spec §6). */
  customerId: number | null;
  currencyCode: string;
  /** This session's copy of the demo customers (accounts created here stay here). */
  customers: Customer[];
  wishlists: Wishlist[];
  reviews: Review[];
  /** Faults injected for this session only (see faults.ts). */
  faults: FaultRule[];
  /** Account data shoppers change on the account pages (spec §2 "Account pages"). */
  addresses: Address[];
  paymentMethods: PaymentMethod[];
  messages: InboxMessage[];
  returns: ReturnRequest[];
  /** Product ids viewed in this session, newest first (the recent items page). */
  recentlyViewed: number[];
  /** One message for the next page, after a form posted without JavaScript redirects. */
  flash: string | null;
  /** What the next product page says of a posted review (helpers/product/reviews.yml `messages`), once. */
  reviewMessages: Array<{ error: string } | { success: string }>;
  /** Emails the store "sent" in this session (password reset links), read by tests at /__emulator/mail. */
  outbox: Array<{ to: string; subject: string; link: string }>;
  /** Open password reset tokens and whose password they reset. */
  passwordResets: Array<{ token: string; customerId: number }>;
  /** Newsletter sign-ups from /subscribe.php. */
  newsletter: Array<{ email: string; firstName: string }>;
  /** Content-Security-Policy violations this session's browser reported (the first ones, and how many in all). */
  cspReports: { reports: CspReport[]; total: number };
  /** Wrong passwords sent from this session, whatever the email (sign-in-limits.ts). */
  signIn: SignInAttempts;
}

export interface ReturnRequest {
  id: number;
  customerId: number;
  orderId: number;
  lines: Array<{ sku: string; name: string; quantity: number }>;
  reason: string;
  action: string;
  comments: string;
  date: string;
  status: 'Pending';
}

export type Customer = CustomerSeed;

export interface CartLine {
  id: string;
  productId: number;
  variantId: number | null;
  sku: string;
  name: string;
  quantity: number;
  type: 'physical' | 'digital';
  /** Chosen option values by option id (see catalog.ts Selections). */
  selections: Array<[number, string]>;
  giftWrapping: { id: number; name: string; message: string } | null;
}

export interface Cart {
  id: string;
  lines: CartLine[];
  /** Codes applied with apply-code (spec §7 "POST /apply-code with code"). */
  couponCodes: string[];
  /** Gift certificates bought on the gift certificates page (spec §3 lineItems.giftCertificates). */
  giftCertificates: Array<{
    id: string;
    name: string;
    amount: number;
    recipient: { name: string; email: string };
    sender?: { name: string; email: string };
  }>;
  /** Gift certificate codes redeemed against this cart. */
  redeemedCertificates: string[];
  shippingMethodId: number | null;
  createdTime: string;
  updatedTime: string;
}

export interface Wishlist {
  id: number;
  customerId: number;
  name: string;
  isPublic: boolean;
  productIds: number[];
}

export type { Review } from './data/store.ts';

export interface FaultRule {
  /** Path prefix the rule applies to, e.g. /remote/v1/cart/add. */
  path: string;
  fault: string;
  /** How many more requests it applies to; undefined means until cleared. */
  remaining?: number;
}

export const SESSION_COOKIE = 'SHOP_SESSION_TOKEN';
export const CSRF_COOKIE = 'XSRF-TOKEN';

/** A session unused for this long is forgotten, as a store's session lifetime ends after idle time. */
export const SESSION_IDLE_MS = 2 * 60 * 60_000;
/**
 * At most this many sessions are kept in memory; past it the least recently used guest
 * session with nothing in it goes, and a signed-in or non-empty one only when none is left.
 */
export const SESSION_LIMIT = 10_000;
/**
 * How long an id given up by a rotation is remembered as such: long enough for the
 * requests a page sent with it just before the new cookie arrived (the client gives
 * up on a request after 15 s).
 */
export const RETIRED_ID_MS = 60_000;

interface SessionStoreOptions {
  idleMs: number;
  limit: number;
  /** The clock, in milliseconds (tests pass their own). */
  now: () => number;
}

/**
 * The sessions in memory, bounded in time and number so a stream of cookieless
 * requests cannot grow the server without end. The map is kept in order of last
 * use (a session is moved to the end whenever it is used), so the expired and
 * the least recently used are always at the front. A flood of new sessions past the
 * limit pushes out empty guest sessions, never a shopper's cart or sign-in before
 * them (issue 33 item 3).
 */
export class SessionStore {
  private readonly entries = new Map<string, { session: Session; lastUsed: number }>();
  /** Ids given up by rotate(), with when, oldest first; at most RETIRED_ID_MS old and `limit` many. */
  private readonly retired = new Map<string, number>();
  private readonly options: SessionStoreOptions;

  constructor(options: SessionStoreOptions) {
    this.options = { ...options };
  }

  /** Changes the limits or the clock (tests). */
  configure(options: Partial<SessionStoreOptions>): void {
    Object.assign(this.options, options);
  }

  get size(): number {
    return this.entries.size;
  }

  /** The session with this id, marked as used now; undefined when unknown or idle too long. */
  use(id: string): Session | undefined {
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    this.entries.delete(id);
    const now = this.options.now();
    if (now - entry.lastUsed > this.options.idleMs) return undefined;
    entry.lastUsed = now;
    this.entries.set(id, entry);
    return entry.session;
  }

  /**
   * Gives `session` a new id and CSRF token and forgets the old id, keeping everything
   * else (cart, currency, customers…). Done when the shopper's privileges change
   * (signing in, creating an account, signing out), so an id or a token learnt before
   * then (a fixed session, a leaked page) is worth nothing after it.
   */
  rotate(session: Session): void {
    const now = this.options.now();
    this.entries.delete(session.id);
    this.retired.set(session.id, now);
    for (const [id, at] of this.retired) {
      if (now - at <= RETIRED_ID_MS && this.retired.size <= this.options.limit) break;
      this.retired.delete(id);
    }
    session.id = newId();
    session.csrfToken = newId(16);
    this.add(session);
  }

  /** Whether `id` was given up by a rotation within the last RETIRED_ID_MS. */
  retiredRecently(id: string): boolean {
    const at = this.retired.get(id);
    return at !== undefined && this.options.now() - at <= RETIRED_ID_MS;
  }

  add(session: Session): void {
    const now = this.options.now();
    for (const [id, entry] of this.entries) {
      if (now - entry.lastUsed <= this.options.idleMs) break;
      this.entries.delete(id);
    }
    this.entries.set(session.id, { session, lastUsed: now });
    if (this.entries.size > this.options.limit) this.evict(session);
  }

  /**
   * Past the limit: empty guest sessions go first, least recently used first; then the
   * rest. Never `added`, the session just made: its shopper may be about to fill it.
   */
  private evict(added: Session): void {
    for (const [id, entry] of this.entries) {
      if (this.entries.size <= this.options.limit) return;
      if (entry.session !== added && isEmptyGuest(entry.session)) this.entries.delete(id);
    }
    for (const [id, entry] of this.entries) {
      if (this.entries.size <= this.options.limit) return;
      if (entry.session !== added) this.entries.delete(id);
    }
  }
}

/** A session a shopper loses nothing with: not signed in, no cart, no wish list, the store's currency. */
function isEmptyGuest(session: Session): boolean {
  return (
    session.customerId === null && session.cart === null && session.wishlists.length === 0 && session.currencyCode === defaultCurrency.code
  );
}

export const sessionStore = new SessionStore({ idleMs: SESSION_IDLE_MS, limit: SESSION_LIMIT, now: () => Date.now() });

export const newId = (bytes = 12) => randomBytes(bytes).toString('hex');

function newSession(): Session {
  return {
    id: newId(),
    csrfToken: newId(16),
    cart: null,
    customerId: null,
    currencyCode: defaultCurrency.code,
    customers: customerSeeds.map((seed) => ({ ...seed, ownedSkus: [...seed.ownedSkus] })),
    wishlists: [],
    reviews: reviewSeeds.map((review) => ({ ...review })),
    faults: [],
    addresses: addressSeeds.map((address) => ({ ...address })),
    paymentMethods: paymentMethodSeeds.map((method) => ({ ...method })),
    messages: messageSeeds.map((message) => ({ ...message })),
    returns: [],
    recentlyViewed: [],
    flash: null,
    reviewMessages: [],
    outbox: [],
    passwordResets: [],
    newsletter: [],
    cspReports: { reports: [], total: 0 },
    signIn: noAttempts(),
  };
}

/**
 * The request's session if its cookie names one, without making one: for what only
 * reads a session that may not exist (fault rules), so that requests which need none
 * (assets, images) do not fill the store with sessions.
 */
export function existingSessionOf(c: Context): Session | undefined {
  const existing = c.get('session' as never) as Session | undefined;
  if (existing) return existing;
  const id = getCookie(c, SESSION_COOKIE);
  const session = id ? sessionStore.use(id) : undefined;
  if (session) c.set('session' as never, session as never);
  return session;
}

/** The request's session, created (with its cookies) on first contact. */
export function sessionOf(c: Context): Session {
  const existing = existingSessionOf(c);
  if (existing) return existing;
  const session = newSession();
  c.set('session' as never, session as never);
  // A request the page sent with the old id just before a rotation's new cookie
  // arrived (an image, a cart count) is answered as a guest with no cookie of its own:
  // a new one would replace, in the browser, the cookie of the session it just rotated to.
  const id = getCookie(c, SESSION_COOKIE);
  if (id && sessionStore.retiredRecently(id)) return session;
  sessionStore.add(session);
  setSessionCookies(c, session);
  return session;
}

/**
 * New id and token for the request's session, sent back as new cookies; the old cookie
 * no longer reaches it. The page answered after this renders the new token into its
 * forms and BCData; scripts already on a page read it from the new `XSRF-TOKEN` cookie.
 */
export function rotateSession(c: Context): Session {
  const session = sessionOf(c);
  sessionStore.rotate(session);
  setSessionCookies(c, session);
  return session;
}

function setSessionCookies(c: Context, session: Session): void {
  // A store that other sites embed needs its cookies on their requests: SameSite=None, which
  // browsers take only with Secure (http://localhost and 127.0.0.1 count as secure), and
  // Partitioned, the only third-party cookies browsers still keep (one jar per embedding site).
  const site = c.get('crossSiteCookies' as never)
    ? ({ sameSite: 'None', secure: true, partitioned: true } as const)
    : ({ sameSite: 'Lax' } as const);
  setCookie(c, SESSION_COOKIE, session.id, { path: '/', httpOnly: true, ...site });
  // Readable by the page's scripts, as the platform does, so they can send it back.
  setCookie(c, CSRF_COOKIE, session.csrfToken, { path: '/', ...site });
}

export function cartQuantity(session: Session): number {
  return session.cart?.lines.reduce((sum, line) => sum + line.quantity, 0) ?? 0;
}

export function signedInCustomer(session: Session): Customer | undefined {
  return session.customerId === null ? undefined : session.customers.find((customer) => customer.id === session.customerId);
}

export function emptyCart(): Cart {
  const now = new Date().toISOString();
  return {
    id: crypto.randomUUID(),
    lines: [],
    couponCodes: [],
    giftCertificates: [],
    redeemedCertificates: [],
    shippingMethodId: null,
    createdTime: now,
    updatedTime: now,
  };
}

/** The flash message for this page, once. */
export function takeFlash(session: Session): string | null {
  const message = session.flash;
  session.flash = null;
  return message;
}
