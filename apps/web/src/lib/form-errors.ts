import { issueMessage, type MessageId, type SchemaIssue, type Translatable } from '@one-world/i18n';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorMessage, isHttpError } from './api-client';
import { useText } from './i18n';
import { toast } from './toast';

/**
 * The server names the failing field in a validation message ("email: Enter a valid email
 * address"); forms use this to put the text under the right input.
 */
export interface FieldError<F extends string> {
  field: F;
  message: string;
}

/** Splits "field: message" when the field is one of the form's own; otherwise null. */
export function parseFieldError<F extends string>(
  message: string,
  fields: readonly F[],
): FieldError<F> | null {
  const match = /^([\w.]+):\s*(.+)$/s.exec(message.trim());
  if (!match) return null;
  const [, name = '', text = ''] = match;
  const field = fields.find((f) => f === name);
  return field ? { field, message: text } : null;
}

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** A Zod issue as a form reads it: where it is, and what decides its text. */
interface FormIssue extends SchemaIssue {
  path: PropertyKey[];
}

/** The part of a Zod schema a form uses (the web app reaches Zod only through the contract). */
interface FormSchema<T> {
  safeParse(
    input: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: readonly FormIssue[] } };
}

/**
 * Per-field error texts for a form that checks its input with the shared schema before sending
 * and shows the server's "field: message" failures under the field they name, all in the
 * reader's language: a schema's message is a catalog id (`messageText`), translated with the
 * limits its issue carries; the server's answers arrive translated.
 */
export function useFieldErrors<F extends string>(fields: readonly F[]) {
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const intl = useIntl();
  const text = useText();
  const isId = (id: string): id is MessageId => Object.hasOwn(intl.messages, id);

  /** The parsed input, or null after putting each field's first problem under it. */
  const validate = <T>(schema: FormSchema<T>, input: unknown): T | null => {
    const parsed = schema.safeParse(input);
    const found: FieldErrors<F> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = fields.find((name) => name === issue.path[0]);
        if (field && !found[field]) found[field] = text(issueMessage(issue, isId));
      }
    }
    setErrors(found);
    return parsed.success ? parsed.data : null;
  };

  /**
   * Puts a failed request's "field: message" under the field it names (a 409 under
   * `conflictField`) and answers the full message and that field, or null when none matched.
   */
  const placeServerError = (error: unknown, fallback: string | Translatable, conflictField?: F) => {
    const message = errorMessage(error, fallback);
    const named = parseFieldError(message, fields);
    const field = named?.field ?? (conflictField && isHttpError(error, 409) ? conflictField : null);
    const fieldMessage = named?.message ?? message;
    setErrors(field ? ({ [field]: fieldMessage } as FieldErrors<F>) : {});
    return { message, field, fieldMessage };
  };

  /** Toasts a failed request; a message that names one of the fields also goes under it. */
  const showServerError = (error: unknown, fallback: string | Translatable) => {
    toast.error(placeServerError(error, fallback).fieldMessage);
  };

  /**
   * Puts one message under one field (e.g. a 401 "wrong password" under the password): a
   * catalog id, or a text already translated.
   */
  const setFieldError = (field: F, message: string | Translatable) =>
    setErrors({ [field]: text(message) } as FieldErrors<F>);

  const clearErrors = () => setErrors({});

  return { errors, validate, placeServerError, showServerError, setFieldError, clearErrors };
}
