import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cached } from '../../integrations/build-cache';
import { compress } from '../../integrations/precompress';

/**
 * The build's cache (integrations/build-cache.ts) reuses what an earlier build made for the same
 * inputs, and the built site stays byte-identical: a compressed copy from the cache is the one the
 * compressor makes again. (bench/publish measures what it saves; the whole built site, with and
 * without it, was compared file by file when it came in: see bench/report.md.)
 */

const saved = { on: process.env.SITE_BUILD_CACHE, dir: process.env.SITE_BUILD_CACHE_DIR };
beforeEach(() => {
  process.env.SITE_BUILD_CACHE_DIR = mkdtempSync(join(tmpdir(), 'site-build-cache-'));
});
afterEach(() => {
  rmSync(process.env.SITE_BUILD_CACHE_DIR!, { recursive: true, force: true });
  for (const [name, value] of [['SITE_BUILD_CACHE', saved.on], ['SITE_BUILD_CACHE_DIR', saved.dir]] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

describe('the build cache', () => {
  it('makes an entry once, then gives its bytes back', async () => {
    const key = randomBytes(16).toString('hex');
    let made = 0;
    const make = async () => {
      made += 1;
      return Buffer.from(`fait ${made}`);
    };
    expect(String(await cached('essai', key, make))).toBe('fait 1');
    expect(String(await cached('essai', key, make))).toBe('fait 1');
    expect(made).toBe(1);
    // Another key is another entry.
    expect(String(await cached('essai', `${key}-2`, make))).toBe('fait 2');
  });

  it('is bypassed with SITE_BUILD_CACHE=off', async () => {
    process.env.SITE_BUILD_CACHE = 'off';
    const key = randomBytes(16).toString('hex');
    let made = 0;
    const make = async () => Buffer.from(String(++made));
    await cached('essai', key, make);
    await cached('essai', key, make);
    expect(made).toBe(2);
  });

  it('gives the compressed copies the compressor makes, byte for byte', async () => {
    const page = Buffer.from(`<!doctype html><p>${randomBytes(64).toString('hex')} ${'Conformité sanitaire. '.repeat(200)}</p>`);
    const first = await compress(page);  // made and stored
    expect(readdirSync(process.env.SITE_BUILD_CACHE_DIR!).sort()).toEqual(['br', 'gz']);
    const again = await compress(page);  // from the cache
    process.env.SITE_BUILD_CACHE = 'off';
    const fresh = await compress(page);  // made again, without the cache
    for (const copy of [first, again]) {
      expect(copy.br.equals(fresh.br)).toBe(true);
      expect(copy.gz.equals(fresh.gz)).toBe(true);
    }
  });
});
