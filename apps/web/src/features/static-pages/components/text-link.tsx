import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** An underlined in-app link for running text. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-600 focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      {children}
    </Link>
  );
}
