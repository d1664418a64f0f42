/**
 * Wrong passwords, counted as a real store counts them, so the sign-in form cannot be
 * used to guess a password: after SIGN_IN_FAILURE_LIMIT wrong ones within
 * SIGN_IN_WINDOW_MS, sign-in is refused for SIGN_IN_COOLDOWN_MS, the right password too.
 *
 * Failures count twice: against the email, whatever session sends it (new cookies
 * do not start the count again), and against the session, whatever email it tries
 * (one session cannot try one password on many accounts). Either count locks.
 */

export const SIGN_IN_FAILURE_LIMIT = 5;
export const SIGN_IN_WINDOW_MS = 15 * 60_000;
export const SIGN_IN_COOLDOWN_MS = 15 * 60_000;
/** At most this many emails' failure counts are remembered; past it the one failed longest ago goes. */
export const SIGN_IN_RECORD_LIMIT = 10_000;
/**
 * Locks are kept apart from the counts, so failures on other emails cannot push one out
 * (issue 33 item 3); each ends with its cooldown. Only past this many at once (50 wrong
 * passwords a second for the whole cooldown) does the oldest go.
 */
export const SIGN_IN_LOCK_LIMIT = 50 * (SIGN_IN_COOLDOWN_MS / 1000);
/** No address is longer (RFC 5321); a longer text is kept only up to it, so a record stays small. */
const EMAIL_KEY_LENGTH = 254;

/** Failed attempts of one email or one session. */
export interface SignInAttempts {
  /** When each recent failure happened (ms), oldest first; at most SIGN_IN_FAILURE_LIMIT. */
  failures: number[];
  /** Sign-in is refused until then (ms); 0 when not locked. */
  lockedUntil: number;
}

export const noAttempts = (): SignInAttempts => ({ failures: [], lockedUntil: 0 });

interface SignInLimitsOptions {
  limit: number;
  lockLimit: number;
  /** The clock, in milliseconds (tests pass their own). */
  now: () => number;
}

/**
 * The per-email counts, bounded in number: the map is kept in order of last failure,
 * so records that no longer lock or count anything, and past the limit the oldest, are
 * at the front. The per-session counts live in the session itself (`Session.signIn`),
 * and go when it goes.
 */
export class SignInLimits {
  private readonly byEmail = new Map<string, SignInAttempts>();
  /** Emails locked now, with when the lock ends, in the order they were locked (so of their ends). */
  private readonly locks = new Map<string, number>();
  private readonly options: SignInLimitsOptions;

  constructor(options: SignInLimitsOptions) {
    this.options = { ...options };
  }

  /** Changes the limit or the clock (tests). */
  configure(options: Partial<SignInLimitsOptions>): void {
    Object.assign(this.options, options);
  }

  /** How many emails have a count or a lock kept. */
  get size(): number {
    return this.byEmail.size + this.locks.size;
  }

  /** How long (ms) sign-in stays refused for this email from this session; 0 when it is allowed. */
  lockedFor(email: string, session: SignInAttempts): number {
    const now = this.options.now();
    const lockedUntil = this.locks.get(emailKey(email)) ?? 0;
    return Math.max(0, lockedUntil - now, session.lockedUntil - now);
  }

  /** Counts a wrong password; returns how long (ms) sign-in is now refused (0 when not yet). */
  failed(email: string, session: SignInAttempts): number {
    const now = this.options.now();
    const key = emailKey(email);
    const byEmail = this.byEmail.get(key) ?? noAttempts();
    // Moved to the end: the map stays in order of last failure.
    this.byEmail.delete(key);
    this.byEmail.set(key, byEmail);
    countFailure(byEmail, now);
    countFailure(session, now);
    if (byEmail.lockedUntil > now) {
      // Locked: the lock is kept apart from the counts, which start again after it.
      this.byEmail.delete(key);
      this.locks.delete(key);
      this.locks.set(key, byEmail.lockedUntil);
    }
    this.forgetStale(now);
    return this.lockedFor(email, session);
  }

  /** The right password: the email's and the session's counts start again. */
  succeeded(email: string, session: SignInAttempts): void {
    this.byEmail.delete(emailKey(email));
    this.locks.delete(emailKey(email));
    Object.assign(session, noAttempts());
  }

  private forgetStale(now: number): void {
    for (const [key, attempts] of this.byEmail) {
      if (this.byEmail.size <= this.options.limit && !isStale(attempts, now)) break;
      this.byEmail.delete(key);
    }
    for (const [key, until] of this.locks) {
      if (this.locks.size <= this.options.lockLimit && until > now) break;
      this.locks.delete(key);
    }
  }
}

const emailKey = (email: string) => email.slice(0, EMAIL_KEY_LENGTH);

function countFailure(attempts: SignInAttempts, now: number): void {
  if (attempts.lockedUntil > now) return; // refused attempts never reach the password check
  attempts.lockedUntil = 0;
  attempts.failures = attempts.failures.filter((at) => now - at < SIGN_IN_WINDOW_MS);
  attempts.failures.push(now);
  if (attempts.failures.length >= SIGN_IN_FAILURE_LIMIT) {
    attempts.failures = [];
    attempts.lockedUntil = now + SIGN_IN_COOLDOWN_MS;
  }
}

/** Neither locks nor counts towards a lock any more. */
const isStale = (attempts: SignInAttempts, now: number) =>
  attempts.lockedUntil <= now && attempts.failures.every((at) => now - at >= SIGN_IN_WINDOW_MS);

export const signInLimits = new SignInLimits({ limit: SIGN_IN_RECORD_LIMIT, lockLimit: SIGN_IN_LOCK_LIMIT, now: () => Date.now() });
