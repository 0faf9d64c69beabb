import { BookOpen, CircleAlert, CircleCheck, Phone } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import type { ReadingLink } from '../../lib/forms/next-step';
import ButtonLink from '../ui/ButtonLink';
import { cn } from '../ui/cn';
import type { NextStep } from './form-props';

export interface NextStepPanelProps {
  next: NextStep;
  /** The catalog's success words (the specification's toast). */
  title: string;
  description?: string;
  /** Thanks by first name when the form asked for one. */
  firstName?: string;
  /** Lead forms get a reference, what happens next and a call button; a newsletter sign-up does not. */
  lead: boolean;
  /**
   * The lead's reference. Without it (the static /merci page), the page says where to find it,
   * between markers the server replaces with the reference it sent the visitor there with.
   */
  reference?: string;
  /**
   * The post was held as a probable bot's (issue 38.3): the visitor must confirm it by the mail
   * just sent, or call. On the static /merci page (`held` undefined) the notice is there but
   * hidden; the server shows it (drops `hidden`) for a held post.
   */
  held?: boolean;
  reading?: ReadingLink;
  /** One more action a form may offer (the catalog's `successLink`: a guide to download). */
  extraLink?: { label: string; href: string };
  headingLevel: 1 | 2;
  headingRef?: Ref<HTMLHeadingElement>;
  headingId: string;
  children?: ReactNode;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const withSlot = (template: string, slot: string, value: string) => template.replace(`{${slot}}`, value);

/**
 * What stays on screen once a form is sent (issue 26.4), with JavaScript in place of the form and
 * without it as the /merci/<form> page: thanks, the reference to quote, what happens next and
 * when, a call button and something to read. The heading takes the keyboard focus.
 */
export default function NextStepPanel(props: NextStepPanelProps) {
  const { next, title, description, firstName, lead, reference, held, reading, extraLink, headingLevel, headingRef, headingId, children } = props;
  const s = next.strings;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const Sub = headingLevel === 1 ? 'h2' : 'h3';
  const thanks = firstName ? withSlot(s['merci-prenom'], 'prenom', firstName) : s.merci;
  return (
    <section aria-labelledby={headingId} data-next-step className="rounded-2xl border border-brand-100 bg-white p-6 text-left shadow-sm md:p-8">
      <div className="flex items-start gap-3">
        <CircleCheck aria-hidden="true" className="mt-1 size-8 shrink-0 text-green-700" />
        <Heading
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className={cn('font-bold text-balance text-ink', headingLevel === 1 ? 'text-3xl md:text-4xl' : 'text-2xl')}
        >
          {thanks}
        </Heading>
      </div>
      {lead && (held || held === undefined) && (
        <div
          data-held-notice="attente"
          hidden={held === undefined}
          className="mt-6 rounded-xl border-2 border-amber-600 bg-amber-50 p-4 text-ink"
        >
          <p className="flex items-start gap-2 text-lg font-bold">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-amber-800" />
            {s['attente-titre']}
          </p>
          <p className="mt-2">{s['attente-texte']}</p>
          {/* The number as text: the panel's call button below is the link. */}
          <p className="mt-2">{withSlot(s['attente-appel'], 'telephone', next.phone.display)}</p>
        </div>
      )}
      <p className="mt-4 text-lg font-semibold text-ink">{title}</p>
      {description && <p className="mt-1 text-muted">{description}</p>}
      {lead && (
        <div className="mt-6 rounded-xl bg-brand-50 p-4">
          <p className="text-ink">
            {s.reference}{' '}
            {reference ? (
              <strong data-reference className="font-mono text-xl tracking-wider whitespace-nowrap">
                {reference}
              </strong>
            ) : (
              <strong
                data-reference
                className="font-mono text-xl tracking-wider"
                dangerouslySetInnerHTML={{ __html: `<!--LEAD_REFERENCE-->${escapeHtml(s['reference-courriel'])}<!--/LEAD_REFERENCE-->` }}
              />
            )}
          </p>
          <p className="mt-1 text-sm text-muted">{s['reference-aide']}</p>
        </div>
      )}
      {lead && (
        <>
          <Sub className="mt-6 text-lg font-bold text-ink">{s['titre-suite']}</Sub>
          <ol className="mt-3 space-y-3 border-l-2 border-brand-200 pl-4">
            <li>
              <strong className="block text-ink">{s.maintenant}</strong>
              <span className="text-muted">{s.courriel}</span>
            </li>
            {next.delay && (
              <li data-delay={next.delay}>
                <strong className="block text-ink">{withSlot(s.quand, 'delai', next.delay)}</strong>
                <span className="text-muted">{s.rappel}</span>
              </li>
            )}
          </ol>
          <p className="mt-6 text-ink">{s.presse}</p>
          <ButtonLink href={next.phone.href} className="mt-2 w-full sm:w-auto">
            <Phone aria-hidden="true" className="size-5 shrink-0" />
            {withSlot(s.appeler, 'telephone', next.phone.display)}
          </ButtonLink>
        </>
      )}
      {extraLink && (
        <ButtonLink href={extraLink.href} variant="outline" className="mt-4 w-full sm:ml-3 sm:w-auto">
          {extraLink.label}
        </ButtonLink>
      )}
      {reading && (
        <p className="mt-6 flex items-start gap-2 text-ink">
          <BookOpen aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <span>
            {s.lecture}{' '}
            <a href={reading.href} className="font-semibold text-brand-800 underline">
              {reading.title}
            </a>
          </span>
        </p>
      )}
      {children}
    </section>
  );
}
