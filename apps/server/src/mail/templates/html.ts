import { escapeHtml } from '../../lib/html-page';

export { escapeHtml };

/** Markup that is already safe: the result of `html`, inserted as is into another `html`. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

/**
 * A tagged template that escapes every interpolated value unless it is `SafeHtml` (or a list of
 * them), so member-provided text (a name, a notification) can never become markup.
 */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? '');
  });
  return new SafeHtml(out);
}

function render(value: unknown): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
}
