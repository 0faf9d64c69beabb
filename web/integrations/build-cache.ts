import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * What the build's slowest steps made for inputs that did not change since an earlier build
 * (issue 36: a one-price publication rebuilds every page, but most pages, every share image and
 * every asset come out the same), kept outside dist in node_modules/.cache/site-build/. An entry's
 * name is a hash of everything that decides its bytes (the input's content, the settings, the
 * library's version), so a hit is exactly what the step would make again: the built site is
 * byte-identical with or without the cache. SITE_BUILD_CACHE=off builds without it;
 * SITE_BUILD_CACHE_DIR puts it elsewhere (the unit tests).
 */

const DEFAULT_DIR = fileURLToPath(new URL('../node_modules/.cache/site-build/', import.meta.url));
const enabled = () => process.env.SITE_BUILD_CACHE !== 'off';

export const sha256 = (...parts: (string | Buffer)[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
};

/** The cached bytes for `key` in `kind`, or `make()`'s, stored for the next build. */
export async function cached(kind: string, key: string, make: () => Promise<Buffer>): Promise<Buffer> {
  if (!enabled()) return make();
  const dir = join(process.env.SITE_BUILD_CACHE_DIR ?? DEFAULT_DIR, kind);
  const file = join(dir, key);
  try {
    return await readFile(file);
  } catch {
    // Not made yet.
  }
  const data = await make();
  await mkdir(dir, { recursive: true });
  // Whole or not at all: two builds at once, or one stopped midway, never leave half an entry.
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(tmp, data);
  await rename(tmp, file);
  return data;
}
