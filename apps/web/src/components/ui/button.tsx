import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

const VARIANTS = {
  primary:
    'bg-brand-600 text-white shadow-sm hover:bg-brand-700 focus-visible:outline-brand-600 disabled:bg-brand-600/60 aria-disabled:bg-brand-600/60',
  secondary:
    'border border-slate-300 bg-white text-ink shadow-sm hover:bg-slate-50 focus-visible:outline-brand-600',
  ghost: 'text-ink hover:bg-slate-100 focus-visible:outline-brand-600',
  danger:
    'bg-red-600 text-white shadow-sm hover:bg-red-700 focus-visible:outline-red-600 disabled:bg-red-600/60 aria-disabled:bg-red-600/60',
} as const;

const SIZES = {
  sm: 'h-8 gap-1.5 px-3 text-sm',
  md: 'h-10 gap-2 px-4 text-sm',
  lg: 'h-12 gap-2 px-6 text-base',
} as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;

export interface ButtonStyleOptions {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width. */
  block?: boolean;
  className?: string;
}

/** The button look, for links that should look like buttons (`<Link className={…}>`). */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
  block = false,
  className,
}: ButtonStyleOptions = {}): string {
  return cn(
    'inline-flex items-center justify-center rounded-lg font-semibold whitespace-nowrap transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-70',
    'aria-disabled:cursor-not-allowed aria-disabled:opacity-70',
    VARIANTS[variant],
    SIZES[size],
    block && 'w-full',
    className,
  );
}

export interface ButtonProps
  extends ComponentProps<'button'>,
    Omit<ButtonStyleOptions, 'className'> {
  /**
   * Shows a spinner, marks the button busy and ignores presses (a form is not sent twice). It
   * stays focusable, unlike `disabled`, so a keyboard user's focus is not dropped meanwhile.
   */
  loading?: boolean;
}

export function Button({
  variant,
  size,
  block,
  loading = false,
  disabled,
  className,
  children,
  type = 'button',
  onClick,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      className={buttonClasses({ variant, size, block, className })}
      onClick={(event) => {
        // Cancelling the click also stops a submit button (and Enter in a field) sending the form.
        if (loading) event.preventDefault();
        else onClick?.(event);
      }}
      {...props}
    >
      {loading && (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
        />
      )}
      {children}
    </button>
  );
}
