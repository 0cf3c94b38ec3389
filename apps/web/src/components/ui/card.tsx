import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** A white rounded surface for grouping content. */
export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('rounded-2xl border border-slate-200 bg-white shadow-sm', className)}
      {...props}
    />
  );
}
