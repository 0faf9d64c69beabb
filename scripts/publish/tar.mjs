// A POSIX ustar archive of a built site, as `site receive` reads it (server/src/site/bundle.hpp):
// regular files and directories only, names relative to the site's top, no "./" prefix. Names
// longer than 100 bytes go in the ustar prefix field; longer than 255 bytes cannot be sent.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const BLOCK = 512;

function octal(buf, at, len, value) {
  buf.write(value.toString(8).padStart(len - 1, '0'), at, len - 1, 'ascii');
}

function header(name, type, size) {
  const h = Buffer.alloc(BLOCK);
  let base = Buffer.from(name, 'utf8');
  let prefix = Buffer.alloc(0);
  if (base.length > 100) {
    const cut = name.lastIndexOf('/', name.length - 2);
    prefix = Buffer.from(name.slice(0, cut), 'utf8');
    base = Buffer.from(name.slice(cut + 1), 'utf8');
    if (cut < 0 || base.length > 100 || prefix.length > 155) throw new Error(`nom trop long pour l’archive : ${name}`);
  }
  base.copy(h, 0);
  octal(h, 100, 8, type === '5' ? 0o755 : 0o644);
  octal(h, 108, 8, 0);
  octal(h, 116, 8, 0);
  octal(h, 124, 12, size);
  octal(h, 136, 12, Math.floor(Date.now() / 1000));
  h.write(type, 156, 1, 'ascii');
  h.write('ustar\u000000', 257, 8, 'binary');
  prefix.copy(h, 345);
  h.fill(' ', 148, 156);
  let sum = 0;
  for (const byte of h) sum += byte;
  h.write(`${sum.toString(8).padStart(6, '0')}\u0000 `, 148, 8, 'binary');
  return h;
}

/** Every file and directory under `dir`, parents first, as relative names with '/'. */
function walk(dir, relative = '') {
  const out = [];
  for (const entry of readdirSync(join(dir, relative), { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const name = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push({ name, dir: true }, ...walk(dir, name));
    else if (entry.isFile()) out.push({ name, dir: false });
    else throw new Error(`${name} n’est ni un fichier ni un dossier : le site construit ne peut pas être envoyé`);
  }
  return out;
}

/**
 * The archive of `dir` as one Buffer, with `extra` files ({ name: Buffer|string }) added at the
 * top, replacing any file of the same name.
 */
export function tarDirectory(dir, extra = {}) {
  const parts = [];
  for (const { name, dir: isDir } of walk(dir)) {
    if (!isDir && name in extra) continue;
    if (isDir) {
      parts.push(header(`${name}/`, '5', 0));
      continue;
    }
    const data = readFileSync(join(dir, name));
    parts.push(header(name, '0', data.length), data, Buffer.alloc((BLOCK - (data.length % BLOCK)) % BLOCK));
  }
  for (const [name, content] of Object.entries(extra)) {
    const data = Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8');
    parts.push(header(name, '0', data.length), data, Buffer.alloc((BLOCK - (data.length % BLOCK)) % BLOCK));
  }
  parts.push(Buffer.alloc(2 * BLOCK));
  return Buffer.concat(parts);
}

/** How many pages (.html files) a built site holds. */
export function countPages(dir) {
  try {
    statSync(dir);
  } catch {
    return 0;
  }
  return walk(dir).filter((e) => !e.dir && e.name.endsWith('.html')).length;
}
