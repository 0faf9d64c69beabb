import type { SlotImage as SlotImageData } from '../../content/images';
import type { IconCard } from '../ui/IconCardGrid';
import SlotImage from '../ui/SlotImage';

/** Cards led by a picture instead of an icon (the home page's three sectors): title, subtitle, text, link. */
export default function IllustratedCardGrid({ items }: { items: readonly (IconCard & { image: SlotImageData })[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {items.map(({ title, subtitle, description, href, linkLabel, image }) => (
        <li key={title} className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
          <SlotImage image={image} className="max-w-none" />
          <div className="flex grow flex-col p-5">
            <h3 className="text-lg font-semibold text-ink">{title}</h3>
            {subtitle && <p className="mt-1 text-sm font-semibold text-brand-800">{subtitle}</p>}
            {description && <p className="mt-2 grow text-muted">{description}</p>}
            {href && (
              <a href={href} className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-800 underline">
                {linkLabel ?? title}
              </a>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
