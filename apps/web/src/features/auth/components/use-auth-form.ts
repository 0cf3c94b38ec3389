import { issueMessage, type MessageId, type SchemaIssue } from '@one-world/i18n';
import { type ChangeEvent, type FormEvent, useCallback, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { type FieldError, useFieldErrors } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';
import { type FormSchemas, useFormSchemas } from '../../../lib/load-form-schemas';
import { toast, toastSeenOnly } from '../../../lib/toast';

/** What `bind` hands a TextField: value, change handler, error and a ref for focusing it. */
export interface BoundField {
  name: string;
  value: string;
  error: string | undefined;
  ref: (element: HTMLInputElement | null) => void;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * The text of a schema problem in the reader's language: the schema's own message (a catalog id)
 * with the limits the issue carries ("Password must be at least 6 characters").
 */
export function useIssueText(): (issue: SchemaIssue) => string {
  const intl = useIntl();
  const t = useT();
  return useCallback(
    (issue: SchemaIssue) =>
      t(issueMessage(issue, (id): id is MessageId => Object.hasOwn(intl.messages, id))),
    [intl, t],
  );
}

/** A mutation's `mutate`, as far as the auth forms use it. */
type Send<F extends string> = (
  values: Record<F, string>,
  options: { onSuccess: () => void; onError: (error: unknown) => void },
) => void;

/**
 * Values, per-field errors and a form-level error for the auth forms. A server error that names
 * one of the fields ("email: …") goes under that field and focuses it; 409 belongs to `conflictField`.
 * `checking` is true while a send waits for its check's schemas to load (the button shows it).
 */
export function useAuthForm<F extends string>(
  initial: Record<F, string>,
  options: { fallbackMessage: MessageId; conflictField?: NoInfer<F> },
) {
  const fields = Object.keys(initial) as F[];
  const t = useT();
  const [values, setValues] = useState(initial);
  const {
    errors: fieldErrors,
    placeServerError,
    setFieldError,
    clearErrors,
  } = useFieldErrors(fields);
  const { withFormSchemas, loadingSchemas } = useFormSchemas();
  const [formError, setFormError] = useState<string | null>(null);
  const refs = useRef<Partial<Record<F, HTMLInputElement | null>>>({});

  const bind = (field: F): BoundField => ({
    name: field,
    value: values[field],
    error: fieldErrors[field],
    ref: (element) => {
      refs.current[field] = element;
    },
    onChange: (event) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [field]: value }));
    },
  });

  /**
   * Shows a failed submission inline and in a toast (SPEC §8), read out once: by the form's
   * alert when it shows there, else by the toast (a field's error under it is not announced).
   */
  const showError = (error: unknown) => {
    const { message, field } = placeServerError(
      error,
      t(options.fallbackMessage),
      options.conflictField,
    );
    if (field) {
      refs.current[field]?.focus();
      toast.error(message);
    } else {
      setFormError(message);
      toastSeenOnly(message);
    }
  };

  /**
   * The form's submit handler: clears the last errors, then sends the values with `send` unless
   * `check` finds a problem first, which goes under its field (focused, so it is read out). The
   * check runs with the forms' schemas, loaded on use (`withFormSchemas`): when they cannot be
   * loaded, the fallback message says so in a toast, nothing is sent and what was typed stays.
   */
  const submitWith =
    (
      send: Send<F>,
      onSuccess: () => void,
      check?: (values: Record<F, string>, schemas: FormSchemas) => FieldError<F> | null,
    ) =>
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      clearErrors();
      setFormError(null);
      const sendUnless = (problem: FieldError<F> | null) => {
        if (problem) {
          setFieldError(problem.field, problem.message);
          refs.current[problem.field]?.focus();
        } else {
          send(values, { onSuccess, onError: showError });
        }
      };
      if (check) {
        void withFormSchemas(t(options.fallbackMessage), (schemas) =>
          sendUnless(check(values, schemas)),
        );
      } else {
        sendUnless(null);
      }
    };

  return { bind, formError, submitWith, checking: loadingSchemas };
}
