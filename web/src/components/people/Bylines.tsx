import type { Picture as PictureData } from '../../content/images';
import Picture from '../ui/Picture';

export interface Byline {
  /** « Rédigé par », « Révisé par ». */
  label: string;
  name: string;
  /** Their page, /equipe/<slug>. */
  href: string;
  role: string;
  thumbnail: PictureData;
}

/** Who wrote and who reviewed a text: each with a small portrait, a link to their page and their role. */
export default function Bylines({ people, className }: { people: readonly Byline[]; className?: string }) {
  return (
    <ul className={['grid gap-4 sm:grid-cols-2', className].filter(Boolean).join(' ')}>
      {people.map((p) => (
        <li key={p.label} className="flex items-center gap-3">
          <Picture image={p.thumbnail} className="size-14 shrink-0 overflow-hidden rounded-full bg-brand-100" imgClassName="rounded-full" />
          <p className="text-sm leading-snug text-muted">
            {p.label}{' '}
            <a href={p.href} className="font-semibold text-brand-800 underline">
              {p.name}
            </a>
            <span className="block">{p.role}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
