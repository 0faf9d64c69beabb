import type { UiStrings } from '../../content/schemas/ui-strings';
import TestimonialCard, { type Testimonial } from '../ui/TestimonialCard';

/** Client quotes side by side (two columns on wide screens); `labels`: the UI strings' testimonial group. */
export default function TestimonialGrid({ testimonials, labels }: { testimonials: readonly Testimonial[]; labels: UiStrings['temoignage'] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {testimonials.map((t) => (
        <li key={t.name}>
          <TestimonialCard {...t} labels={labels} />
        </li>
      ))}
    </ul>
  );
}
