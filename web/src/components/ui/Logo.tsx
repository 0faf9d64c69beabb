import { site } from '../../config/site';
import { cn } from './cn';

/** The brand mark and name, linking home; its accessible name is the company name. */
export default function Logo({ compact = false, className }: { compact?: boolean; className?: string }) {
  return (
    <a href="/" className={cn('inline-flex min-h-11 items-center gap-2 font-bold text-brand-900', className)}>
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-9 shrink-0">
        <path d="M16 2 4 6.5v8.7C4 22.6 9.1 28.4 16 30c6.9-1.6 12-7.4 12-14.8V6.5Z" fill="#0f766e" />
        <path d="m10.5 16.2 3.8 3.8 7.4-8" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className={compact ? 'text-sm leading-tight' : 'text-base leading-tight sm:text-lg'}>{site.name}</span>
    </a>
  );
}
