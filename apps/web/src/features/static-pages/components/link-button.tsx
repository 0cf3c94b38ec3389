import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type ButtonVariant, buttonClasses } from '../../../components/ui';

interface LinkButtonProps {
  to: string;
  variant?: ButtonVariant;
  children: ReactNode;
}

/** An in-app link with the shared button look (navigation stays a link for assistive technology). */
export function LinkButton({ to, variant = 'primary', children }: LinkButtonProps) {
  return (
    <Link to={to} className={buttonClasses({ variant, size: 'lg' })}>
      {children}
    </Link>
  );
}
