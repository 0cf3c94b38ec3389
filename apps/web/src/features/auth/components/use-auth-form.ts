import { type ChangeEvent, useRef, useState } from 'react';
import { errorMessage, isHttpError } from '../../../lib/api-client';
import { parseFieldError } from '../../../lib/form-errors';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * Values, per-field errors and a form-level error for the auth forms. A server error that names
 * one of the fields ("email: …") goes under that field and focuses it; 409 belongs to `conflictField`.
 */
export function useAuthForm<F extends string>(
  initial: Record<F, string>,
  options: { fallbackMessage: string; conflictField?: NoInfer<F> },
) {
  const fields = Object.keys(initial) as F[];
  const [values, setValues] = useState(initial);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<F>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const refs = useRef<Partial<Record<F, HTMLInputElement | null>>>({});

  const bind = (field: F) => ({
    name: field,
    value: values[field],
    error: fieldErrors[field],
    ref: (element: HTMLInputElement | null) => {
      refs.current[field] = element;
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [field]: value }));
    },
  });

  const resetErrors = () => {
    setFieldErrors({});
    setFormError(null);
  };

  /** Shows a failed submission inline and returns the message for the toast. */
  const showError = (error: unknown): string => {
    const message = errorMessage(error, options.fallbackMessage);
    const named = parseFieldError(message, fields);
    const field =
      named?.field ??
      (options.conflictField && isHttpError(error, 409) ? options.conflictField : undefined);
    if (field) {
      setFieldErrors({ [field]: named?.message ?? message } as FieldErrors<F>);
      refs.current[field]?.focus();
    } else {
      setFormError(message);
    }
    return message;
  };

  return { values, bind, formError, resetErrors, showError };
}
