import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn';

interface FieldProps {
  label: string;
  /** Shown under the control, tied to it by aria-describedby, and marks it invalid. */
  error?: string | null;
  /** Help text under the control. */
  hint?: string;
  /** Hides the label visually (it still names the control). */
  hideLabel?: boolean;
}

const CONTROL =
  'block w-full rounded-lg border bg-white px-3 py-2.5 text-sm text-ink shadow-xs placeholder:text-slate-400 ' +
  'focus:outline-2 focus:outline-offset-0 disabled:cursor-not-allowed disabled:bg-slate-100';

function controlClasses(error: string | null | undefined, className?: string) {
  return cn(
    CONTROL,
    error
      ? 'border-red-500 focus:outline-red-500'
      : 'border-slate-300 focus:border-brand-500 focus:outline-brand-500',
    className,
  );
}

interface FieldIds {
  id: string;
  describedBy: string | undefined;
}

function Field({
  label,
  error,
  hint,
  hideLabel,
  id,
  className,
  children,
}: FieldProps & { id: string; className?: string; children: (ids: FieldIds) => ReactNode }) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'block text-sm font-medium text-ink'}>
        {label}
      </label>
      {children({ id, describedBy })}
      {hint && (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

export type TextFieldProps = FieldProps & ComponentProps<'input'> & { fieldClassName?: string };

/** A labelled input with optional hint and error. */
export function TextField({
  label,
  error,
  hint,
  hideLabel,
  id,
  className,
  fieldClassName,
  ...props
}: TextFieldProps) {
  const autoId = useId();
  return (
    <Field
      label={label}
      error={error}
      hint={hint}
      hideLabel={hideLabel}
      id={id ?? autoId}
      className={fieldClassName}
    >
      {(ids) => (
        <input
          id={ids.id}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          className={controlClasses(error, className)}
          {...props}
        />
      )}
    </Field>
  );
}

export type TextAreaFieldProps = FieldProps &
  ComponentProps<'textarea'> & { fieldClassName?: string };

/** A labelled textarea with optional hint and error. */
export function TextAreaField({
  label,
  error,
  hint,
  hideLabel,
  id,
  className,
  fieldClassName,
  rows = 4,
  ...props
}: TextAreaFieldProps) {
  const autoId = useId();
  return (
    <Field
      label={label}
      error={error}
      hint={hint}
      hideLabel={hideLabel}
      id={id ?? autoId}
      className={fieldClassName}
    >
      {(ids) => (
        <textarea
          id={ids.id}
          rows={rows}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          className={controlClasses(error, className)}
          {...props}
        />
      )}
    </Field>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export type SelectFieldProps = FieldProps &
  Omit<ComponentProps<'select'>, 'children'> & {
    options: readonly SelectOption[];
    fieldClassName?: string;
  };

/** A labelled native select with optional hint and error. */
export function SelectField({
  label,
  error,
  hint,
  hideLabel,
  id,
  className,
  fieldClassName,
  options,
  ...props
}: SelectFieldProps) {
  const autoId = useId();
  return (
    <Field
      label={label}
      error={error}
      hint={hint}
      hideLabel={hideLabel}
      id={id ?? autoId}
      className={fieldClassName}
    >
      {(ids) => (
        <select
          id={ids.id}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          className={controlClasses(error, className)}
          {...props}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
