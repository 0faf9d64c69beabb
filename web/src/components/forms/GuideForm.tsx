import { useEffect, useRef, useState } from 'react';
import LeadForm, { type LeadFormProps } from './LeadForm';

export interface GuideFormProps extends LeadFormProps {
  /** The words of the ready state (data/guides.yaml): what happened, and the download button. */
  ready: { text: string; button: string };
}

/**
 * The guide request form (issue 26): the catalog's `guide` form, whose sector a link may preselect
 * (`/guide-conformite?secteur=garderies`). Once the server has the request, the guide's PDF
 * downloads at once and a link to it stays below the form. Without JavaScript, the server sends
 * the visitor to /merci/guide-<secteur>, which offers the same link.
 */
export default function GuideForm({ ready, ...props }: GuideFormProps) {
  const { form, idPrefix } = props;
  const download = form.download!;
  const [href, setHref] = useState<string>();
  const link = useRef<HTMLAnchorElement>(null);
  const selectId = `${idPrefix ?? form.id}-${download.field}`;

  useEffect(() => {
    const wanted = new URLSearchParams(window.location.search).get('secteur');
    const select = document.getElementById(selectId) as HTMLSelectElement | null;
    if (wanted && select && [...select.options].some((o) => o.value === wanted)) select.value = wanted;
  }, []);

  useEffect(() => {
    if (!href) return;
    link.current?.focus();
    link.current?.click();
  }, [href]);

  const onSuccess = (sent: FormData) => {
    const value = sent.get(download.field);
    if (typeof value === 'string' && value) setHref(download.href.replace('{value}', value));
  };

  return (
    <>
      <LeadForm {...props} onSuccess={onSuccess} />
      <div role="status" className={href ? 'mt-6 rounded-xl border border-brand-700 bg-brand-50 p-5' : 'sr-only'}>
        {href && (
          <>
            <p className="text-ink">{ready.text}</p>
            <a
              ref={link}
              href={href}
              download
              className="mt-4 inline-flex min-h-12 items-center justify-center rounded-lg bg-brand-700 px-6 text-lg font-semibold text-white hover:bg-brand-800"
            >
              {ready.button}
            </a>
          </>
        )}
      </div>
    </>
  );
}
