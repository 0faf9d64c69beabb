import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { cached, sha256 } from './build-cache';

/** Writes `file.br` and `file.gz` beside each text file so the server never compresses at run time. */

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export const COMPRESSIBLE_EXTENSIONS = new Set([
  '.html', '.css', '.js', '.mjs', '.svg', '.xml', '.txt', '.json', '.webmanifest', '.ico',
]);

/** Below this size the compressed file saves less than the headers cost. */
export const MIN_BYTES = 256;

export function isCompressible(name: string, size: number): boolean {
  return !name.startsWith('.') && size >= MIN_BYTES && COMPRESSIBLE_EXTENSIONS.has(extname(name).toLowerCase());
}

export async function compress(data: Buffer): Promise<{ br: Buffer; gz: Buffer }> {
  // Most files of a build are the same as the last one's: their compressed copies are reused,
  // keyed by their content and the compressor's version and settings (./build-cache.ts).
  const digest = sha256(data);
  const [br, gzipped] = await Promise.all([
    cached('br', sha256(digest, `brotli ${process.versions.brotli} q${constants.BROTLI_MAX_QUALITY} text`), () =>
      brotli(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
    ),
    cached('gz', sha256(digest, `zlib ${process.versions.zlib} level ${constants.Z_BEST_COMPRESSION}`), () => gz(data, { level: constants.Z_BEST_COMPRESSION })),
  ]);
  return { br, gz: gzipped };
}

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Precompresses every compressible file under `dir`. A variant is written only
 * when it is smaller than the original, so the server must fall back to the
 * plain file when `.br` or `.gz` is missing. Returns the number of files done.
 */
export async function precompressDir(dir: string): Promise<number> {
  let count = 0;
  for await (const path of walk(dir)) {
    const name = path.slice(path.lastIndexOf('/') + 1);
    const data = await readFile(path);
    if (!isCompressible(name, data.length)) continue;
    const { br, gz: gzipped } = await compress(data);
    if (br.length < data.length) await writeFile(`${path}.br`, br);
    if (gzipped.length < data.length) await writeFile(`${path}.gz`, gzipped);
    count += 1;
  }
  return count;
}
