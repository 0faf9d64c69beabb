import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { site } from '../../config/site';
import { nonBreaking } from '../../lib/phone';
import ButtonLink from '../ui/ButtonLink';
import PhoneLink from '../ui/PhoneLink';

export interface ContactHours {
  label: string;
  text: string;
}

export interface ContactDetailsProps {
  title: string;
  /** h3 inside a section (default), h2 when the block sits in the hero. */
  headingLevel?: 2 | 3;
  hours: readonly ContactHours[];
  /** Served area, with an optional link to the coverage page. */
  area?: { text: string; link?: { label: string; href: string } };
  /** Label of the call button (spec: the contact section has a call button). */
  callLabel: string;
}

/** How to reach the firm: call button, tap-to-call and mailto links, hours, served area. */
export default function ContactDetails({ title, headingLevel = 3, hours, area, callLabel }: ContactDetailsProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <Heading className="text-xl font-bold text-ink">{title}</Heading>
      <ButtonLink href={site.phone.href} size="lg" className="mt-4 w-full">
        <Phone aria-hidden="true" className="size-5" />
        {nonBreaking(callLabel)}
      </ButtonLink>
      <ul className="mt-4 grid gap-1">
        <li>
          <PhoneLink className="text-brand-800 hover:underline" />
        </li>
        <li>
          <a
            href={`mailto:${site.email}`}
            className="inline-flex min-h-11 items-center gap-2 font-semibold break-all text-brand-800 hover:underline"
          >
            <Mail aria-hidden="true" className="size-5 shrink-0" />
            {site.email}
          </a>
        </li>
      </ul>
      <dl className="mt-4 grid gap-3 border-t border-slate-200 pt-4">
        {hours.map(({ label, text }) => (
          <div key={label}>
            <dt className="flex items-center gap-2 font-semibold text-ink">
              <Clock aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
              {label}
            </dt>
            <dd className="pl-7 text-muted">{text}</dd>
          </div>
        ))}
      </dl>
      {area && (
        <p className="mt-4 flex gap-2 border-t border-slate-200 pt-4 text-muted">
          <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <span>
            {area.text}{' '}
            {area.link && (
              <a href={area.link.href} className="font-semibold text-brand-800 underline">
                {area.link.label}
              </a>
            )}
          </span>
        </p>
      )}
    </div>
  );
}
