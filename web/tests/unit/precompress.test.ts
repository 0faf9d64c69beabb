import { mkdtemp, readFile, readdir, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isCompressible, precompressDir } from '../../integrations/precompress';

describe('isCompressible', () => {
  it('takes text files of at least 256 bytes, not dotfiles or binaries', () => {
    expect(isCompressible('index.html', 256)).toBe(true);
    expect(isCompressible('app.JS', 5000)).toBe(true);
    expect(isCompressible('site.webmanifest', 300)).toBe(true);
    expect(isCompressible('index.html', 255)).toBe(false);
    expect(isCompressible('photo.png', 5000)).toBe(false);
    expect(isCompressible('.csp.json', 5000)).toBe(false);
    expect(isCompressible('index.html.br', 5000)).toBe(false);
  });
});

describe('precompressDir', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'precompress-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes .br and .gz beside each large text file, decoding to the original', async () => {
    const html = `<!doctype html><p>${'Conformité sanitaire. '.repeat(100)}</p>`;
    await mkdir(join(dir, '_astro'));
    await writeFile(join(dir, 'index.html'), html);
    await writeFile(join(dir, '_astro', 'a.css'), 'body{color:red}'.repeat(40));
    await writeFile(join(dir, 'small.txt'), 'tiny');
    await writeFile(join(dir, 'image.png'), Buffer.alloc(4096));

    expect(await precompressDir(dir)).toBe(2);
    expect((await readdir(dir)).sort()).toEqual(
      ['_astro', 'image.png', 'index.html', 'index.html.br', 'index.html.gz', 'small.txt'].sort(),
    );
    expect(brotliDecompressSync(await readFile(join(dir, 'index.html.br'))).toString()).toBe(html);
    expect(gunzipSync(await readFile(join(dir, 'index.html.gz'))).toString()).toBe(html);
    expect(await readdir(join(dir, '_astro'))).toEqual(['a.css', 'a.css.br', 'a.css.gz']);
  });
});
