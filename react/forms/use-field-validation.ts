import { useCallback, useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type FocusEvent } from 'react';
import { VALIDATION_FEEDBACK_DELAY_MS } from '../../shared/constants.ts';
import { validateValue, validationMessages, type FieldRules, type FormValues, type ValidationMessages } from './validator.ts';

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export interface FieldValidationOptions extends FieldRules {
  /** The other fields' values, for same-as rules (e.g. `() => formValues(form)`). */
  values?: () => FormValues;
  /** spec §5, §9: 700 ms; injectable so tests need not wait. */
  delayMs?: number;
  messages?: ValidationMessages;
}

/**
 * Validation feedback for one field (spec §5): while the shopper types, an error
 * appears only after they pause for the feedback delay; on blur or submit it
 * appears at once. A fixed value clears the error at once, so the shopper sees
 * success without waiting.
 *
 * ```tsx
 * const email = useFieldValidation({ rules: [{ type: 'presence' }, { type: 'email' }] });
 * <input name="email" {...email.inputProps} />
 * <p className="form-inlineMessage" {...email.errorProps}>{email.error}</p>
 * ```
 */
export function useFieldValidation(options: FieldValidationOptions) {
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const element = useRef<FieldElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(options);
  latest.current = options;

  const check = useCallback((value: string) => {
    const { values, messages, ...field } = latest.current;
    return validateValue(value, field, { values: values?.() ?? {}, messages: messages ?? validationMessages() });
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  /** Validates now and shows the result (submit); true when the field passes. */
  const validate = useCallback((): boolean => {
    clearTimeout(timer.current);
    const result = check(element.current?.value ?? '');
    setError(result);
    return result === null;
  }, [check]);

  const inputProps = useMemo(
    () => ({
      ref: (node: FieldElement | null) => {
        element.current = node;
      },
      onChange: (event: ChangeEvent<FieldElement>) => {
        clearTimeout(timer.current);
        const result = check(event.currentTarget.value);
        if (result === null) {
          setError(null);
          return;
        }
        timer.current = setTimeout(() => setError(result), latest.current.delayMs ?? VALIDATION_FEEDBACK_DELAY_MS);
      },
      onBlur: (event: FocusEvent<FieldElement>) => {
        clearTimeout(timer.current);
        setError(check(event.currentTarget.value));
      },
    }),
    [check],
  );

  return {
    error,
    validate,
    inputProps: { ...inputProps, 'aria-invalid': error !== null ? true : undefined, 'aria-describedby': errorId },
    /** For the message element: polite, so a screen reader hears it without losing its place. */
    errorProps: { id: errorId, 'aria-live': 'polite' as const },
  };
}
