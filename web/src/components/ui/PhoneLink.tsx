import { Phone } from 'lucide-react';
import { site } from '../../config/site';
import { nonBreaking } from '../../lib/phone';
import { cn } from './cn';

/** Tap-to-call link showing the number. */
export default function PhoneLink({ className }: { className?: string }) {
  return (
    <a
      href={site.phone.href}
      className={cn('inline-flex min-h-11 items-center gap-2 font-semibold whitespace-nowrap', className)}
    >
      <Phone aria-hidden="true" className="size-5 shrink-0" />
      {nonBreaking(site.phone.display)}
    </a>
  );
}
