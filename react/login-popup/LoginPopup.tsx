import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { attr } from '../../shared/attributes.ts';
import { emit } from '../../shared/events.ts';
import type { ElementProps } from '../../shared/element-props.ts';
import { warnOnce } from '../../shared/warn.ts';
import { checkLogin, fetchSignedInCustomerId } from '../api/login.ts';
import { isApiError } from '../api/request.ts';
import { POPUP_LOGIN_RELOAD_DELAY_MS } from '../../shared/constants.ts';
import { validateForm, validationMessages, type FieldRules } from '../forms/validator.ts';
import { Modal } from '../modal/Modal.tsx';
import { reloadPage } from '../navigation.ts';
import { findInServerContent, ServerContent } from '../server-content/ServerContent.tsx';

export const loginPopupAttributes = {
  /** Whether the popup is open (set by its trigger, removed on close). */
  open: attr.boolean(false),
  /** The popup's heading. */
  label: attr.string('Sign in'),
  /** Shown after signing in, before the reload. */
  successMessage: attr.string('You are signed in. The page reloads in a moment.'),
  /** The error box's text. */
  failureMessage: attr.string('Your email address or password is incorrect. Please try again.'),
  /** The error box's text when the store refuses sign-in for a while and gives no reason. */
  tooManyAttemptsMessage: attr.string('Too many failed attempts. Please wait a few minutes and try again.'),
  /** The close button's accessible name. */
  closeLabel: attr.string('Close'),
  /** Announced while signing in. */
  loadingLabel: attr.string('Loading…'),
};

type Outcome = { status: 'idle' | 'busy' | 'signed-in' } | { status: 'failed'; message: string };

/** spec §5 popup login rules, with the spec's exact messages. */
function loginRules(): Record<'login_email' | 'login_pass', FieldRules> {
  const messages = validationMessages();
  return {
    login_email: { rules: [{ type: 'presence', message: messages.email }, { type: 'email' }] },
    login_pass: { rules: [{ type: 'presence', message: messages.passwordPresence }] },
  };
}

/** Shows `message` under the field (as text), or clears it. */
function showFieldError(input: HTMLInputElement, message: string | null): void {
  const id = `${input.id || input.name}-error`;
  let note = input.form?.querySelector<HTMLElement>(`#${CSS.escape(id)}`) ?? null;
  if (message === null) {
    note?.remove();
    input.removeAttribute('aria-invalid');
    input.removeAttribute('aria-describedby');
    return;
  }
  if (!note) {
    note = document.createElement('p');
    note.id = id;
    note.className = 'form-inlineMessage';
    input.after(note);
  }
  note.textContent = message;
  input.setAttribute('aria-invalid', 'true');
  input.setAttribute('aria-describedby', id);
}

/**
 * The popup login (spec §2, §4, §5, §7, §8): the server's sign-in form in a
 * modal. Email and password are trimmed and checked with the spec's messages;
 * then the login check, then the account page's customer-id template confirms
 * it: success says so, tells the page and reloads after 2500 ms; anything
 * else shows an error box. One attempt at a time.
 */
export function LoginPopup({
  host,
  serverContent,
  open,
  label,
  successMessage,
  failureMessage,
  tooManyAttemptsMessage,
  closeLabel,
  loadingLabel,
}: ElementProps<typeof loginPopupAttributes>) {
  const form = useMemo(() => findInServerContent<HTMLFormElement>(serverContent, 'form'), [serverContent]);
  const [outcome, setOutcome] = useState<Outcome>({ status: 'idle' });
  const busy = useRef(false);

  if (!form) warnOnce('store-login-popup|form', '<store-login-popup>: put the sign-in form (login_email, login_pass) inside.');

  useLayoutEffect(() => {
    if (!form) return;
    form.noValidate = true; // the spec's messages, not the browser's
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      if (busy.current) return;
      const email = form.elements.namedItem('login_email');
      const password = form.elements.namedItem('login_pass');
      if (!(email instanceof HTMLInputElement) || !(password instanceof HTMLInputElement)) return;
      const values = { login_email: email.value.trim(), login_pass: password.value.trim() };
      const errors = validateForm(loginRules(), values);
      showFieldError(email, errors.login_email);
      showFieldError(password, errors.login_pass);
      if (errors.login_email) return email.focus();
      if (errors.login_pass) return password.focus();

      busy.current = true;
      setOutcome({ status: 'busy' });
      void (async () => {
        try {
          const answer = await checkLogin(values.login_email, values.login_pass);
          // The store's own words when its page refused (a wrong password, too many attempts).
          if (answer.kind === 'refused') throw new SignInRefused(answer.lines.join(' '));
          const customerId = await fetchSignedInCustomerId();
          if (customerId === '') throw new SignInRefused(null);
          setOutcome({ status: 'signed-in' });
          emit(host, 'customer-signed-in', { customerId });
          setTimeout(reloadPage, POPUP_LOGIN_RELOAD_DELAY_MS);
        } catch (error) {
          busy.current = false;
          // spec §8: a failure shows the error box, in the store's words where its page gave them
          // (after too many wrong passwords they say how long to wait; saying the password is
          // wrong would have the shopper try again and again). The theme's words are for a 429
          // that came without any, and for every other failure.
          const tooMany = isApiError(error, 'http') && error.status === 429;
          const refusal = error instanceof SignInRefused ? error.message : '';
          const message = refusal !== '' ? refusal : tooMany ? tooManyAttemptsMessage : failureMessage;
          setOutcome({ status: 'failed', message });
        }
      })();
    };
    form.addEventListener('submit', onSubmit);
    return () => form.removeEventListener('submit', onSubmit);
  }, [form, host, failureMessage, tooManyAttemptsMessage]);

  useEffect(() => {
    if (!open && outcome.status === 'failed') setOutcome({ status: 'idle' });
  }, [open, outcome.status]);

  useLayoutEffect(() => {
    host.dataset.state = outcome.status === 'signed-in' ? 'signed-in' : open ? 'open' : 'closed';
  }, [host, open, outcome.status]);

  return (
    <Modal
      open={open}
      onClose={() => host.removeAttribute('open')}
      size="small"
      title={label}
      closeLabel={closeLabel}
      loading={outcome.status === 'busy'}
      loadingLabel={loadingLabel}
      name={host.id}
      // The shopper came to type their email: start there (spec §4: focus moves into the modal).
      initialFocus={() => form?.querySelector<HTMLInputElement>('input[name="login_email"]') ?? null}
    >
      {outcome.status === 'failed' && (
        <p className="alertBox alertBox--error" role="alert">
          {outcome.message}
        </p>
      )}
      {outcome.status === 'signed-in' ? (
        <p className="alertBox alertBox--success" role="status">
          {successMessage}
        </p>
      ) : null}
      <div hidden={outcome.status === 'signed-in'}>
        <ServerContent nodes={serverContent} className="loginPopup-form" />
      </div>
    </Modal>
  );
}

/** The store did not sign the shopper in; `message` is its page's error box, if it had one. */
class SignInRefused extends Error {
  constructor(message: string | null) {
    super(message ?? '');
  }
}
