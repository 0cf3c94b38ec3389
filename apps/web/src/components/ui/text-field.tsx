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
  /**
   * Reads the error out as an alert when it appears, for a form where nothing else announces it
   * (a form whose toast or form-level alert already speaks leaves it off, so it is heard once).
   */
  announceError?: boolean;
}

/** What every labelled field takes besides its control's own attributes. */
export interface FormFieldProps extends FieldProps {
  id?: string;
  /** Classes for the control. */
  className?: string;
  /** Classes for the wrapper around label, control, hint and error. */
  fieldClassName?: string;
}

type FormFieldKey = keyof FormFieldProps;

/** The attributes that tie a control to its label, hint and error, and give it the field look. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
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

/**
 * The label, hint and error around one control. `children` draws the control from the ids and
 * aria state it must carry and from the props that are the control's own.
 */
export function FormField<P extends FormFieldProps>({
  props,
  children,
}: {
  props: P;
  children: (control: FieldControlProps, rest: Omit<P, FormFieldKey>) => ReactNode;
}) {
  const { label, error, hint, hideLabel, announceError, id, className, fieldClassName, ...rest } =
    props;
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const control: FieldControlProps = {
    id: controlId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [errorId, hintId].filter(Boolean).join(' ') || undefined,
    className: controlClasses(error, className),
  };
  return (
    <div className={cn('space-y-1.5', fieldClassName)}>
      <label
        htmlFor={controlId}
        className={hideLabel ? 'sr-only' : 'block text-sm font-medium text-ink'}
      >
        {label}
      </label>
      {children(control, rest)}
      {hint && (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role={announceError ? 'alert' : undefined} className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

export type TextFieldProps = FormFieldProps & ComponentProps<'input'>;

/** A labelled input with optional hint and error. */
export function TextField(props: TextFieldProps) {
  return <FormField props={props}>{(control, rest) => <input {...control} {...rest} />}</FormField>;
}

export type TextAreaFieldProps = FormFieldProps & ComponentProps<'textarea'>;

/** A labelled textarea with optional hint and error. */
export function TextAreaField(props: TextAreaFieldProps) {
  return (
    <FormField props={props}>
      {(control, { rows = 4, ...rest }) => <textarea {...control} rows={rows} {...rest} />}
    </FormField>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export type SelectFieldProps = FormFieldProps &
  Omit<ComponentProps<'select'>, 'children'> & {
    options: readonly SelectOption[];
  };

/** A labelled native select with optional hint and error. */
export function SelectField(props: SelectFieldProps) {
  return (
    <FormField props={props}>
      {(control, { options, ...rest }) => (
        <select {...control} {...rest}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
