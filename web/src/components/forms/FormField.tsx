import type { FormField as FieldDefinition } from '../../lib/forms/catalog';
import { cn } from '../ui/cn';
import type { FormStrings } from './form-props';
import PrivacyLink from './PrivacyLink';

interface Props {
  field: FieldDefinition;
  id: string;
  defaultValue?: string;
  error?: string;
  /** Consent checkbox: its label is the consent text with a link to the privacy policy. */
  consent?: { text: string; privacyUrl: string; browserRequired: boolean };
  /** The words around the field (UI strings, passed down by the island). */
  labels: FormStrings;
}

const control =
  'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-ink ' +
  'focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600 aria-invalid:border-red-700';

const inputModes = { tel: 'tel', email: 'email', number: 'numeric' } as const;

/** One catalog field: label, native control with the browser's own checks, and its error. */
export default function FormField({ field, id, defaultValue, error, consent, labels }: Props) {
  if (field.type === 'hidden') return <input type="hidden" name={field.name} value={field.value ?? defaultValue ?? ''} />;

  const errorId = `${id}-error`;
  const common = {
    id,
    name: field.name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  const errorText = error && (
    <p id={errorId} className="mt-1 text-sm font-medium text-red-800">
      {error}
    </p>
  );

  if (field.type === 'checkbox') {
    const required = consent ? consent.browserRequired : field.required;
    return (
      <div>
        <div className="flex items-start gap-3">
          <input
            {...common}
            type="checkbox"
            value="on"
            required={required}
            defaultChecked={defaultValue === 'on'}
            className="mt-1 size-5 shrink-0 accent-brand-700"
          />
          <label htmlFor={id} className="text-sm text-ink">
            {consent ? (
              <>
                {consent.text}{' '}
                <PrivacyLink href={consent.privacyUrl} newTabNote={labels['nouvel-onglet']}>
                  {labels['lien-politique-consentement']}
                </PrivacyLink>
                {consent.browserRequired && <span aria-hidden="true"> *</span>}
              </>
            ) : (
              field.label
            )}
          </label>
        </div>
        {errorText}
      </div>
    );
  }

  const label = (
    <label htmlFor={id} className="block text-sm font-semibold text-ink">
      {field.label}
      {field.required && <span aria-hidden="true"> *</span>}
    </label>
  );

  if (field.type === 'select') {
    return (
      <div>
        {label}
        <select {...common} required={field.required} defaultValue={defaultValue ?? ''} className={control}>
          <option value="">{field.emptyLabel ?? labels.choisir}</option>
          {field.options?.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        {errorText}
      </div>
    );
  }

  if (field.type === 'textarea') {
    return (
      <div>
        {label}
        <textarea
          {...common}
          rows={field.rows ?? 4}
          required={field.required}
          maxLength={field.maxLength}
          defaultValue={defaultValue}
          className={cn(control, 'resize-y')}
        />
        {errorText}
      </div>
    );
  }

  return (
    <div>
      {label}
      <input
        {...common}
        type={field.type}
        required={field.required}
        maxLength={field.type === 'number' ? undefined : field.maxLength}
        min={field.min}
        max={field.max}
        inputMode={field.type in inputModes ? inputModes[field.type as keyof typeof inputModes] : undefined}
        autoComplete={field.autocomplete}
        defaultValue={defaultValue}
        className={control}
      />
      {errorText}
    </div>
  );
}
