import TestimonialCard, { type Testimonial } from '../ui/TestimonialCard';

/** Client quotes side by side (two columns on wide screens). */
export default function TestimonialGrid({ testimonials }: { testimonials: readonly Testimonial[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {testimonials.map((t) => (
        <li key={t.name}>
          <TestimonialCard {...t} />
        </li>
      ))}
    </ul>
  );
}
