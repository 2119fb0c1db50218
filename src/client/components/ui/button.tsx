import type { ButtonHTMLAttributes, Ref } from 'react';
import { cn } from '@client/lib/cn';

export type ButtonVariant = 'default' | 'outline' | 'ghost' | 'destructive' | 'inverse';
export type ButtonSize = 'default' | 'sm' | 'lg' | 'icon';

const base =
  'inline-flex items-center justify-center gap-2 rounded-xl font-semibold whitespace-nowrap transition-colors ' +
  'disabled:pointer-events-none disabled:opacity-50 [&_svg]:shrink-0';

const variants: Record<ButtonVariant, string> = {
  default: 'bg-primary text-white shadow-sm hover:bg-primary-hover',
  outline:
    'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 hover:border-slate-400',
  ghost: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  destructive: 'bg-danger text-white shadow-sm hover:bg-danger-hover',
  /** For use on a teal background. */
  inverse: 'bg-white text-primary shadow-sm hover:bg-teal-50 focus-visible:outline-white',
};

// Every size keeps a 44px minimum tap target.
const sizes: Record<ButtonSize, string> = {
  default: 'min-h-11 px-5 text-base',
  sm: 'min-h-11 px-4 text-sm',
  lg: 'min-h-12 px-7 text-lg',
  icon: 'size-11',
};

/** The button look, for links that should look like buttons. */
export function buttonVariants({
  variant = 'default',
  size = 'default',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return cn(base, variants[variant], sizes[size], className);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** React 19 passes refs as props; the button element receives it. */
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonVariants({ variant, size, className })} {...props} />;
}
