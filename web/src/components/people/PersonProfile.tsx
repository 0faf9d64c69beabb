import type { Picture as PictureData } from '../../content/images';
import Container from '../ui/Container';
import Picture from '../ui/Picture';

export interface ProfileLink {
  href: string;
  title: string;
  description: string;
}

export interface ProfileList {
  /** Anchor and heading id: `articles-rediges`. */
  id: string;
  title: string;
  items: readonly ProfileLink[];
}

export interface PersonProfileProps {
  name: string;
  role: string;
  bio: string;
  credentialsTitle: string;
  credentials: readonly string[];
  portrait: PictureData;
  /** What they wrote, then what they reviewed; an empty list shows `empty`. */
  lists: readonly ProfileList[];
  empty: string;
}

/** The page of a person who writes or reviews the site's texts: who they are, then their articles and guides. */
export default function PersonProfile({ name, role, bio, credentialsTitle, credentials, portrait, lists, empty }: PersonProfileProps) {
  return (
    <article aria-labelledby="personne-nom">
      <header className="bg-linear-to-b from-brand-50 to-white">
        <Container className="py-10 md:py-16">
          <div className="mx-auto grid max-w-4xl items-start gap-8 md:grid-cols-[12rem_1fr]">
            <Picture image={portrait} priority className="size-40 overflow-hidden rounded-full bg-brand-100 md:size-48" imgClassName="rounded-full" />
            <div>
              <h1 id="personne-nom" className="text-3xl leading-tight font-bold text-ink md:text-4xl">
                {name}
              </h1>
              <p className="mt-2 text-lg font-semibold text-brand-800">{role}</p>
              <p className="mt-4 text-lg text-ink">{bio}</p>
              <h2 className="mt-6 text-base font-bold text-ink">{credentialsTitle}</h2>
              <ul className="mt-2 list-disc space-y-1 pl-6 text-muted">
                {credentials.map((c) => (
                  <li key={c}>{c}</li>
                ))}
              </ul>
            </div>
          </div>
        </Container>
      </header>
      <Container className="pb-12">
        <div className="mx-auto grid max-w-4xl gap-10">
          {lists.map((list) => (
            <section key={list.id} aria-labelledby={list.id}>
              <h2 id={list.id} className="text-2xl font-bold text-ink">
                {list.title}
              </h2>
              {list.items.length === 0 ? (
                <p className="mt-4 text-muted">{empty}</p>
              ) : (
                <ul className="mt-4 grid gap-4 md:grid-cols-2">
                  {list.items.map((item) => (
                    <li key={item.href} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
                      <h3 className="text-lg font-semibold text-ink">
                        <a href={item.href} className="text-brand-800 underline">
                          {item.title}
                        </a>
                      </h3>
                      <p className="mt-2 text-muted">{item.description}</p>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
      </Container>
    </article>
  );
}
