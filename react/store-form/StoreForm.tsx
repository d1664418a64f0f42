import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { attr } from '../../shared/attributes.ts';
import type { ElementProps } from '../../shared/element-props.ts';
import { warnOnce } from '../../shared/warn.ts';
import { submitForm } from '../api/forms.ts';
import { isApiError } from '../api/request.ts';
import { navigateTo } from '../navigation.ts';
import { VALIDATION_FEEDBACK_DELAY_MS } from '../../shared/constants.ts';
import { formValues, validateValue, validationMessages, type FieldRules } from '../forms/validator.ts';
import { findInServerContent } from '../server-content/ServerContent.tsx';
import { checkableFields, fieldRules, sameAsName, type FormField } from './field-rules.ts';

export const storeFormAttributes = {
  /** Where to go once the store accepts the form; without it the page stays and says `success-message`. */
  successUrl: attr.url(''),
  /** Whether a form accepted in place is cleared (default true); `"false"` for a form of settings, which keeps what is now saved. Password fields are always cleared. */
  clearOnSuccess: attr.boolean(true),
  /** Said when the store accepted the form and gave no message of its own. */
  successMessage: attr.string('Thank you. Your form has been sent.'),
  /** Said when the store could not be reached, did not answer in time, failed or answered unreadably. */
  failureMessage: attr.string('We could not confirm that the store received this form. What you typed is kept; please try again.'),
  /** Heads the list when the store refuses with several reasons. */
  errorsTitle: attr.string('Please correct the following:'),
  /** The submit button's text while sending. */
  waitMessage: attr.string('Sending…'),
  /**
   * `"true"`: once checked, the browser posts the form itself and shows the page the store answers
   * with (a form whose next page matters more than a message in place: a return request's).
   */
  nativeSubmit: attr.boolean(false),
};

type Props = ElementProps<typeof storeFormAttributes>;
type Result = { kind: 'success'; text: string } | { kind: 'error'; lines: string[] } | null;

interface Entry {
  field: FormField;
  message: HTMLElement;
  rules: FieldRules;
  /** The field this one must equal (`data-same-as`), re-checked when that one changes. */
  sameAs: string | null;
}

let nextMessageId = 0;

/**
 * A server form checked in the browser (spec §5) and sent without leaving the
 * page (see store-form.ts for the template author's side). The form stays the
 * server's own markup, in place: this adds an inline message after each field,
 * and the outcome after the form.
 */
export function StoreForm(props: Props) {
  const { serverContent, host, errorsTitle, waitMessage } = props;
  const form = useMemo(() => findInServerContent<HTMLFormElement>(serverContent, 'form'), [serverContent]);
  const [result, setResult] = useState<Result>(null);
  const [busy, setBusy] = useState(false);
  const labels = useRef(props);
  labels.current = props;

  useLayoutEffect(() => {
    if (!form) {
      warnOnce('store-form|no-form', '<store-form> has no <form> inside; nothing to check.');
      return;
    }
    // The spec's messages, inline, instead of the browser's bubbles (which still guard the form without JavaScript).
    form.noValidate = true;
    const messages = validationMessages();
    const timers = new Map<FormField, ReturnType<typeof setTimeout>>();
    const entries: Entry[] = checkableFields(form).map((field) => {
      const message = document.createElement('p');
      message.className = 'form-inlineMessage';
      message.id = `${field.id || field.name.replace(/\W+/g, '-')}-error-${(nextMessageId += 1)}`;
      // Polite: the shopper hears it without losing their place.
      message.setAttribute('aria-live', 'polite');
      field.after(message);
      field.setAttribute('aria-describedby', [field.getAttribute('aria-describedby'), message.id].filter(Boolean).join(' '));
      return { field, message, rules: fieldRules(field, form, messages), sameAs: sameAsName(field, form) };
    });

    const show = (entry: Entry, error: string | null) => {
      entry.message.textContent = error ?? '';
      if (error) entry.field.setAttribute('aria-invalid', 'true');
      else entry.field.removeAttribute('aria-invalid');
    };
    // A message appearing pushes what is under it down: while a pointer is pressed in
    // the form (a click on the submit button that has just taken focus from a field),
    // new messages wait until it is released, or the button would move away from under it.
    let pressed = false;
    const held = new Map<Entry, string>();
    const reveal = (entry: Entry, error: string) => {
      if (pressed) held.set(entry, error);
      else show(entry, error);
    };
    const check = (entry: Entry) => validateValue(entry.field.value, entry.rules, { values: formValues(form), messages });
    // spec §5, §9: a fix clears at once; a new error waits until the shopper pauses for 700 ms
    // (leaving the field does not hurry it: the shopper may be on the way to correct another).
    const checkSoon = (entry: Entry) => {
      clearTimeout(timers.get(entry.field));
      held.delete(entry);
      const error = check(entry);
      if (error === null) show(entry, null);
      else
        timers.set(
          entry.field,
          setTimeout(() => reveal(entry, error), VALIDATION_FEEDBACK_DELAY_MS),
        );
    };
    const onPointerDown = () => {
      pressed = true;
    };
    const onPointerUp = () => {
      if (!pressed) return;
      // After the click that this release makes has been dispatched.
      setTimeout(() => {
        pressed = false;
        held.forEach((error, entry) => show(entry, error));
        held.clear();
      }, 0);
    };
    form.addEventListener('pointerdown', onPointerDown);
    window.addEventListener('pointerup', onPointerUp, true);
    window.addEventListener('pointercancel', onPointerUp, true);

    const removers = entries.map((entry) => {
      const onInput = () => {
        checkSoon(entry);
        // A confirmation already typed follows the field it must equal, and that field follows its
        // confirmation (an optional new password is fine again once both are cleared, issue 32 item 8).
        for (const other of entries) {
          const related = other.sameAs === entry.field.name || (entry.sameAs !== null && entry.sameAs === other.field.name);
          if (other !== entry && related && (other.field.value !== '' || other.field.hasAttribute('aria-invalid'))) checkSoon(other);
        }
      };
      entry.field.addEventListener('input', onInput);
      entry.field.addEventListener('change', onInput);
      return () => {
        entry.field.removeEventListener('input', onInput);
        entry.field.removeEventListener('change', onInput);
      };
    });

    let sending = false;
    const controller = new AbortController();
    const onSubmit = (event: SubmitEvent) => {
      if (sending) {
        event.preventDefault(); // a second click while the first is on its way
        return;
      }
      // On submit every invalid field shows at once and focus goes to the first.
      let firstInvalid: FormField | null = null;
      held.clear();
      for (const entry of entries) {
        clearTimeout(timers.get(entry.field));
        const error = check(entry);
        show(entry, error);
        if (error && !firstInvalid) firstInvalid = entry.field;
      }
      if (firstInvalid) {
        event.preventDefault();
        setResult(null);
        firstInvalid.focus();
        return;
      }
      // A search-like GET form (gift certificate balance) changes nothing: the browser goes there.
      // Read as attributes: a field named "action" or "method" hides the form's own properties.
      if ((form.getAttribute('method') ?? 'get').toLowerCase() !== 'post') return;
      // Posted by the browser, as without JavaScript: the store's next page is where the shopper goes.
      if (labels.current.nativeSubmit) {
        sending = true;
        setBusy(true);
        return;
      }
      event.preventDefault();
      sending = true;
      setBusy(true);
      setResult(null);
      const fields = new FormData(form, event.submitter);
      const action = new URL(form.getAttribute('action') || window.location.href, document.baseURI).href;
      submitForm(action, fields, { signal: controller.signal }).then(
        (answer) => {
          const { successUrl, successMessage } = labels.current;
          if (answer.kind === 'refused') {
            // The store's error box, in its words; what was typed stays.
            setResult({ kind: 'error', lines: answer.lines });
          } else if (successUrl || (answer.next && !answer.message)) {
            // On to the page the template names, else to the one the store sent the shopper to
            // (a sign-in to the account page); stays busy until that page replaces this one.
            navigateTo(successUrl || answer.next!);
            return;
          } else {
            // A sent form is cleared, so it is not sent twice by mistake; a form of saved
            // settings keeps what now is saved. Passwords are never kept.
            if (labels.current.clearOnSuccess) form.reset();
            for (const entry of entries) {
              if (entry.field.type === 'password') entry.field.value = '';
              show(entry, null);
            }
            // The store's own words where its page had them (they were shown once, to this answer).
            setResult({ kind: 'success', text: answer.message ?? successMessage });
          }
          sending = false;
          setBusy(false);
        },
        (error: unknown) => {
          if (isApiError(error, 'aborted')) return;
          sending = false;
          setBusy(false);
          // A lost connection, a time-out, a 5xx, an unreadable answer: the store may or may not have
          // the form, and the page says so; the form stays as typed.
          setResult({ kind: 'error', lines: [labels.current.failureMessage] });
        },
      );
    };
    form.addEventListener('submit', onSubmit);
    return () => {
      controller.abort();
      form.removeEventListener('submit', onSubmit);
      form.removeEventListener('pointerdown', onPointerDown);
      window.removeEventListener('pointerup', onPointerUp, true);
      window.removeEventListener('pointercancel', onPointerUp, true);
      removers.forEach((remove) => remove());
      timers.forEach((timer) => clearTimeout(timer));
      for (const entry of entries) {
        entry.message.remove();
        entry.field.removeAttribute('aria-invalid');
        const described = (entry.field.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .filter((id) => id !== '' && id !== entry.message.id);
        if (described.length > 0) entry.field.setAttribute('aria-describedby', described.join(' '));
        else entry.field.removeAttribute('aria-describedby');
      }
    };
  }, [form]);

  // The submit button says it is working, and a second submit is ignored (above).
  useLayoutEffect(() => {
    host.dataset.state = busy ? 'loading' : (result?.kind ?? 'ready');
    const button = form?.querySelector<HTMLButtonElement>('button[type="submit"], button:not([type])');
    if (!button || !busy) return;
    const label = button.textContent;
    button.setAttribute('aria-disabled', 'true');
    button.textContent = waitMessage;
    return () => {
      button.textContent = label;
      button.removeAttribute('aria-disabled');
    };
  }, [busy, form, host, result, waitMessage]);

  return (
    <>
      <p className="store-form-result alertBox alertBox--success" role="status">
        {result?.kind === 'success' ? result.text : ''}
      </p>
      <div className="store-form-result alertBox alertBox--error" role="alert">
        {result?.kind === 'error' && result.lines.length === 1 ? <p>{result.lines[0]}</p> : null}
        {result?.kind === 'error' && result.lines.length > 1 ? (
          <>
            <p>{errorsTitle}</p>
            <ul>
              {result.lines.map((line, index) => (
                <li key={index}>{line}</li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </>
  );
}
