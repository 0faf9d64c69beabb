import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { attributionFrom, rememberAttribution, type Attribution } from '../../lib/forms/attribution';
import type { FormDefinition, FormMessages, ToastMessage } from '../../lib/forms/catalog';
import { confirmationOf, thankYouPath } from '../../lib/forms/confirmation';
import { firstNameIn, readingFor } from '../../lib/forms/next-step';
import { submitForm } from '../../lib/forms/submit';
import { cn } from '../ui/cn';
import type { FormStrings, NextStep, ToasterStrings } from './form-props';
import FormField from './FormField';
import NextStepPanel from './NextStepPanel';
import PrivacyLink from './PrivacyLink';
import { ensureToaster } from './toaster';

export interface LeadFormProps {
  form: FormDefinition;
  messages: FormMessages;
  privacyUrl: string;
  /** Path of the page holding the form, stored with the lead. */
  page: string;
  /** Preselected values (a city page's city, a sector page's sector); kept when the form resets. */
  preset?: Record<string, string>;
  /** Makes element ids unique when a page holds the same form twice. */
  idPrefix?: string;
  className?: string;
  /** The words around the fields and the toast region's names (UI strings): an island gets them
   *  by props so the UI-strings module (YAML parser, schema) never ships to the browser. */
  labels: FormStrings;
  toasterLabels: ToasterStrings;
  /** The next-step panel's words and data (src/page-models/next-step.ts). */
  next: NextStep;
  /** Called with what was sent once the server accepted it (the guide form hands out its file). */
  onSuccess?: (sent: FormData) => void;
}

/** A sent form: what the panel that replaces it shows. */
interface Sent {
  reference: string;
  held: boolean;
  firstName?: string;
  reading: ReturnType<typeof readingFor>;
}

const showToast = (kind: 'success' | 'error', m: ToastMessage) =>
  toast[kind](m.title, m.description ? { description: m.description } : undefined);

/**
 * Any form of the catalog, progressively enhanced: without JavaScript it is a plain POST the
 * server answers with a thank-you page; hydrated, it posts with fetch, cannot be sent twice,
 * shows the catalog's error toasts and keeps what the visitor typed when anything goes wrong.
 * Once sent, a panel that stays takes its place (thanks, reference, next step, call button,
 * something to read); its heading takes the focus and a status region announces it.
 */
export default function LeadForm({ form, messages, privacyUrl, page, preset = {}, idPrefix, className, labels, toasterLabels, next, onSuccess }: LeadFormProps) {
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sent, setSent] = useState<Sent | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const attribution = useRef<Attribution>({});
  const heading = useRef<HTMLHeadingElement>(null);
  const prefix = idPrefix ?? form.id;
  const confirmation = confirmationOf(form);
  const lead = form.kind === 'lead';

  useEffect(() => {
    if (sent) heading.current?.focus();
  }, [sent]);

  useEffect(() => {
    ensureToaster(toasterLabels);
    attribution.current = rememberAttribution(
      window.sessionStorage,
      attributionFrom(window.location.search, document.referrer, window.location.origin),
    );
  }, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const element = event.currentTarget;
    const consent = form.consent;
    if (consent?.enforce === 'toast') {
      const box = element.elements.namedItem(consent.field) as HTMLInputElement | null;
      if (!box?.checked) {
        if (consent.error) showToast('error', consent.error);
        return;
      }
    }
    const body = new URLSearchParams();
    for (const [key, value] of new FormData(element)) body.append(key, String(value));
    for (const [key, value] of Object.entries(attribution.current)) if (value) body.set(key, value);
    // How long the page has been open (performance.now() counts from its load, whatever the
    // device's clock says): the server holds a form sent sooner than MIN_SUBMIT_MS for review.
    body.set('_e', String(Math.round(performance.now())));

    setSending(true);
    const outcome = await submitForm(form.endpoint, body, messages);
    setSending(false);

    if (outcome.kind === 'success') {
      setErrors({});
      onSuccess?.(new FormData(element));
      if (form.afterSuccess === 'redirect') {
        window.location.assign(thankYouPath(form.id));
        return;
      }
      // The panel says what the thank-you page a browser without JavaScript lands on says.
      const firstName = firstNameIn(form, body);
      const thanks = firstName ? next.strings['merci-prenom'].replace('{prenom}', firstName) : next.strings.merci;
      setAnnouncement(
        [
          thanks,
          lead && outcome.held ? next.strings['attente-titre'] : '',
          confirmation.title,
          lead && outcome.reference ? `${next.strings.reference} ${outcome.reference}` : '',
        ].filter(Boolean).join(' '),
      );
      setSent({ reference: outcome.reference, held: outcome.held, firstName, reading: readingFor(form, body, next) });
      // reset() restores each control's default: empty, or the page's preselected value.
      if (form.resetOnSuccess) element.reset();
      return;
    }
    showToast('error', outcome.toast);
    if (outcome.kind === 'invalid') {
      setErrors(outcome.errors);
      const first = form.fields.find((f) => outcome.errors[f.name]);
      if (first) (element.elements.namedItem(first.name) as HTMLElement | null)?.focus();
    }
  }

  function another() {
    setSent(null);
    setAnnouncement('');
    // After the form is shown again: its first field (not the honeypot).
    const first = form.fields.find((f) => f.type !== 'hidden');
    requestAnimationFrame(() => (first ? document.getElementById(`${prefix}-${first.name}`)?.focus() : undefined));
  }

  return (
    <div className={className}>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {sent && (
        <NextStepPanel
          next={next}
          title={confirmation.title}
          description={confirmation.description}
          firstName={sent.firstName}
          lead={lead}
          reference={sent.reference}
          held={sent.held}
          reading={sent.reading}
          extraLink={form.successLink}
          headingLevel={2}
          headingRef={heading}
          headingId={`${prefix}-suite`}
        >
          <button
            type="button"
            onClick={another}
            className="mt-6 block text-base font-semibold text-brand-800 underline"
          >
            {next.strings['autre-demande']}
          </button>
        </NextStepPanel>
      )}
      <form
          method="post"
        action={form.endpoint}
        onSubmit={onSubmit}
        aria-busy={sending}
        hidden={sent !== null}
        className="@container"
      >
        <input type="hidden" name="form" value={form.id} />
        <input type="hidden" name="page" value={page} />
        {/* Honeypot: invisible to people and to assistive technology, filled by naive bots. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor={`${prefix}-website`}>{labels.piege}</label>
          <input id={`${prefix}-website`} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <div className="grid gap-4 @lg:grid-cols-2">
          {form.fields.map((field) => {
            const wide = field.type === 'textarea' || field.type === 'checkbox';
            const isConsent = form.consent?.field === field.name;
            return (
              <div key={field.name} className={cn(wide && '@lg:col-span-2', field.type === 'hidden' && 'hidden')}>
                <FormField
                  field={field}
                  id={`${prefix}-${field.name}`}
                  defaultValue={preset[field.name]}
                  error={errors[field.name]}
                  labels={labels}
                  consent={
                    isConsent && form.consent
                      ? { text: form.consent.text, privacyUrl, browserRequired: form.consent.enforce === 'native' }
                      : undefined
                  }
                />
              </div>
            );
          })}
        </div>
        {form.notice && (
          <p className="mt-4 text-sm text-muted">
            {form.notice}{' '}
            <PrivacyLink href={privacyUrl} newTabNote={labels['nouvel-onglet']}>
              {labels['lien-politique']}
            </PrivacyLink>
          </p>
        )}
        <button
          type="submit"
          disabled={sending}
          className="mt-6 inline-flex min-h-12 w-full items-center justify-center rounded-lg bg-brand-700 px-6 text-lg font-semibold text-white transition-colors hover:bg-brand-800 disabled:cursor-wait disabled:opacity-80 sm:w-auto"
        >
          {sending ? messages.sending : form.submitLabel}
        </button>
      </form>
    </div>
  );
}
