/**
 * One file of a collection as the direct reader (./direct-reader.ts) reads it, checked. A file of
 * its own so the cross-file rules (./rules.ts), which the direct reader runs, name it without
 * importing the reader.
 */
export interface Entry<T> {
  /** The file's name without extension: `laval`. */
  id: string;
  data: T;
  /** As editors name it, relative to web/: `src/content/data/villes/laval.yaml`. */
  file: string;
  /** A Markdown file's body, as written. */
  body?: string;
}
