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
