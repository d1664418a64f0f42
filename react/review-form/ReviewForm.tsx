import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { attr } from '../../shared/attributes.ts';
import type { ElementProps } from '../../shared/element-props.ts';
import { isApiError } from '../api/request.ts';
import { postReview } from '../api/product-extras.ts';
import { VALIDATION_FEEDBACK_DELAY_MS } from '../../shared/constants.ts';
import { formValues, reviewRules, validateValue, validationMessages, type FieldRules } from '../forms/validator.ts';
import { findInServerContent, ServerContent } from '../server-content/ServerContent.tsx';

export const reviewFormAttributes = {
  /** Said after the review was accepted. */
  successMessage: attr.string('Thank you. Your review has been submitted.'),
  /** Said when the platform could not be reached or failed without a reason. */
  failureMessage: attr.string('Your review could not be sent. Please try again.'),
  /** The submit button's text while sending. */
  waitMessage: attr.string('Sending…'),
};

type Result = { kind: 'success' | 'error'; text: string } | null;
type FieldName = 'revrating' | 'revfromname' | 'revtitle' | 'revtext' | 'email';

/**
 * The product review form (spec §3 review, §5, §7). Enhances the template's
 * form, which posts to urls.product.post_review without JavaScript: rating, name,
 * subject and comment are required and the email, where the store asks for one,
 * must be valid (the review messages of spec §5; while typing an error waits
 * 700 ms, on leaving a field or submitting it shows at once). A valid form is
 * posted with the same fields; the product page the store answers with says how
 * it went (its review messages), and that is said in place.
 */
export function ReviewForm(props: ElementProps<typeof reviewFormAttributes>) {
  const { serverContent, host, successMessage, failureMessage, waitMessage } = props;
  const form = useMemo(() => findInServerContent<HTMLFormElement>(serverContent, 'form'), [serverContent]);
  const [result, setResult] = useState<Result>(null);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const labels = useRef({ failureMessage, successMessage });
  labels.current = { failureMessage, successMessage };

  useLayoutEffect(() => {
    if (!form) return;
    // The spec's messages, not the browser's bubbles.
    form.noValidate = true;
    const rules = reviewRules(validationMessages());
    const timers = new Map<string, ReturnType<typeof setTimeout>>();
    const fields = (Object.keys(rules) as FieldName[]).flatMap((name) => {
      const field = form.elements.namedItem(name);
      if (!(field instanceof HTMLInputElement || field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement)) return [];
      const message = document.createElement('p');
      message.className = 'form-inlineMessage';
      message.id = `${field.id || `${name}-${Math.random().toString(36).slice(2)}`}-error`;
      message.setAttribute('aria-live', 'polite');
      field.after(message);
      field.setAttribute('aria-describedby', message.id);
      return [{ name, field, message, rules: rules[name] as FieldRules }];
    });
    const show = (entry: (typeof fields)[number], error: string | null) => {
      entry.message.textContent = error ?? '';
      if (error) entry.field.setAttribute('aria-invalid', 'true');
      else entry.field.removeAttribute('aria-invalid');
    };
    const check = (entry: (typeof fields)[number]) => validateValue(entry.field.value, entry.rules, { values: formValues(form) });

    const listeners = fields.map((entry) => {
      const onInput = () => {
        clearTimeout(timers.get(entry.name));
        const error = check(entry);
        // spec §5, §9: a fix clears at once; a new error waits for a pause of 700 ms.
        if (error === null) show(entry, null);
        else
          timers.set(
            entry.name,
            setTimeout(() => show(entry, error), VALIDATION_FEEDBACK_DELAY_MS),
          );
      };
      const onBlur = () => {
        clearTimeout(timers.get(entry.name));
        if (entry.field.value !== '' || entry.field.hasAttribute('aria-invalid')) show(entry, check(entry));
      };
      entry.field.addEventListener('input', onInput);
      entry.field.addEventListener('change', onInput);
      entry.field.addEventListener('blur', onBlur);
      return () => {
        entry.field.removeEventListener('input', onInput);
        entry.field.removeEventListener('change', onInput);
        entry.field.removeEventListener('blur', onBlur);
      };
    });

    const controller = new AbortController();
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      if (busyRef.current) return;
      let firstInvalid: HTMLElement | null = null;
      for (const entry of fields) {
        clearTimeout(timers.get(entry.name));
        const error = check(entry);
        show(entry, error);
        if (error && !firstInvalid) firstInvalid = entry.field;
      }
      if (firstInvalid) {
        setResult(null);
        firstInvalid.focus();
        return;
      }
      busyRef.current = true;
      setBusy(true);
      setResult(null);
      const action = new URL(form.getAttribute('action') || '/postreview.php', document.baseURI).href;
      postReview(action, new FormData(form), { signal: controller.signal })
        .then(
          (answer) => {
            // The product page's review messages, in the store's words.
            if (answer.kind === 'refused') {
              setResult({ kind: 'error', text: answer.lines.join(' ') });
              return;
            }
            form.reset();
            setResult({ kind: 'success', text: answer.message ?? labels.current.successMessage });
          },
          (error: unknown) => {
            if (isApiError(error, 'aborted')) return;
            // Anything but the store's answer: it may or may not have the review; what was typed stays.
            setResult({ kind: 'error', text: labels.current.failureMessage });
          },
        )
        .finally(() => {
          busyRef.current = false;
          setBusy(false);
        });
    };
    form.addEventListener('submit', onSubmit);
    return () => {
      controller.abort();
      form.removeEventListener('submit', onSubmit);
      listeners.forEach((remove) => remove());
      timers.forEach((timer) => clearTimeout(timer));
      for (const entry of fields) {
        entry.message.remove();
        entry.field.removeAttribute('aria-describedby');
      }
    };
  }, [form]);

  // The submit button says it is working (spec §4-like wait state) and a second submit is ignored.
  useLayoutEffect(() => {
    const button = form?.querySelector<HTMLButtonElement>('button[type="submit"], button:not([type])');
    if (!button) return;
    const label = button.textContent;
    button.setAttribute('aria-disabled', String(busy));
    if (busy) button.textContent = waitMessage;
    host.dataset.state = busy ? 'loading' : (result?.kind ?? 'ready');
    return () => {
      button.textContent = label;
    };
  }, [busy, form, host, result, waitMessage]);

  return (
    <>
      <ServerContent nodes={serverContent} className="review-form-container" />
      <p className="review-form-result" role="status">
        {result?.kind === 'success' ? result.text : ''}
      </p>
      <p className="review-form-result review-form-result--error" role="alert">
        {result?.kind === 'error' ? result.text : ''}
      </p>
    </>
  );
}
