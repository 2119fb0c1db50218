import type { HTMLAttributes } from 'react';
import { cn } from '@client/lib/cn';

export type BadgeVariant = 'default' | 'secondary' | 'outline' | 'pro' | 'tint';

const variants: Record<BadgeVariant, string> = {
  default: 'bg-primary text-white',
  secondary: 'bg-slate-100 text-slate-700',
  outline: 'border border-slate-300 text-slate-700',
  pro: 'bg-amber-100 text-amber-900 ring-1 ring-amber-300',
  /**
   * No colours of its own: the caller's tint (status, severity) applies. With 'secondary' the
   * caller's bg-/text- classes compete with slate-100/700, and the stylesheet's order (not the
   * class order) picks the winner, which is slate for most hues.
   */
  tint: '',
};

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  variant?: BadgeVariant;
}

export function Badge({ variant = 'default', className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-bold tracking-wide',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
