import { slugify } from '../../lib/slug';

export interface CaseStudy {
  /** The client as it may be named publicly: « GMF du Plateau-Mont-Royal ». */
  client: string;
  district: string;
  challenge: string;
  solution: string;
  result: string;
}

/** Headings of the three parts of every case, from the content data. */
export interface CaseStudyLabels {
  challenge: string;
  solution: string;
  result: string;
}

/** Client cases of the clinic city pages: situation, what we did, what changed. */
export default function CaseStudyList({ cases, labels }: { cases: readonly CaseStudy[]; labels: CaseStudyLabels }) {
  return (
    <ul className="grid gap-4 lg:grid-cols-3">
      {cases.map(({ client, district, challenge, solution, result }) => (
        <li key={client}>
          <article aria-labelledby={`cas-${slugify(client)}`} className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <h3 id={`cas-${slugify(client)}`} className="text-lg font-semibold text-ink">
              {client}
            </h3>
            <p className="text-sm text-muted">{district}</p>
            <dl className="mt-4 space-y-3">
              <div>
                <dt className="font-semibold text-brand-800">{labels.challenge}</dt>
                <dd className="text-ink">{challenge}</dd>
              </div>
              <div>
                <dt className="font-semibold text-brand-800">{labels.solution}</dt>
                <dd className="text-ink">{solution}</dd>
              </div>
              <div>
                <dt className="font-semibold text-brand-800">{labels.result}</dt>
                <dd className="text-ink">{result}</dd>
              </div>
            </dl>
          </article>
        </li>
      ))}
    </ul>
  );
}
