import type { ReactNode } from 'react';
import { Link } from 'react-router';

const VARIANTS = {
  primary: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700',
  secondary: 'bg-white text-brand-700 ring-1 ring-brand-600/40 ring-inset hover:bg-brand-50',
} as const;

interface LinkButtonProps {
  to: string;
  variant?: keyof typeof VARIANTS;
  children: ReactNode;
}

/** An in-app link that looks like a button (navigation stays a link for assistive technology). */
export function LinkButton({ to, variant = 'primary', children }: LinkButtonProps) {
  return (
    <Link
      to={to}
      className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${VARIANTS[variant]}`}
    >
      {children}
    </Link>
  );
}
