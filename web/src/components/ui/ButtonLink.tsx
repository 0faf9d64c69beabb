import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { cn } from './cn';

/** A link styled as a button: every call to action navigates, so none needs script. */
const variants = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  accent: 'bg-accent text-ink hover:bg-accent-hover',
  outline: 'border-2 border-brand-700 bg-white text-brand-800 hover:bg-brand-50',
} as const;

const sizes = {
  sm: 'min-h-11 px-3 text-sm sm:text-base',
  md: 'min-h-11 px-4 text-base',
  lg: 'min-h-12 px-6 text-lg',
} as const;

export interface ButtonLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  children: ReactNode;
}

export default function ButtonLink({ variant = 'primary', size = 'md', className, children, ...rest }: ButtonLinkProps) {
  return (
    <a
      {...rest}
      className={cn(
        'inline-flex items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors',
        variants[variant],
        sizes[size],
        className,
      )}
    >
      {children}
    </a>
  );
}
