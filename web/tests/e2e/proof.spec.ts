// Issue 25, item 3, on every built page as the server sends it: a city testimonial appears on a
// page of another sector only inside the labelled fallback, under its visible heading; the proof
// block lists exactly the certifications and insurance complete and unexpired on the build's day
// (read from the build's manifest and the data, never from this file); the JSON-LD claims no
// review (no page shows one) and a credential only where the page shows it.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { content, pages as models } from './build-data';
import { builtPagePaths, DESKTOP, MOBILE } from './site';

type SectorSlug = 'medical' | 'garderie' | 'entreprise';
const sectorSlugs: SectorSlug[] = models.sectorSlugs;
const testimonials = new Map((content.temoignages as { id: string; data: Record<string, any> }[]).map((t) => [t.id, t.data]));
/** The build's proof manifest (integrations/proof-check.ts): each certification and insurance, shown or not and why. */
interface ProofManifest {
  buildDay: string;
  items: { name: string; shown: boolean; missing: string[]; expired?: string }[];
  logos: { shown: number };
}
const manifest: ProofManifest = JSON.parse(readFileSync(resolve(process.env.E2E_WEB_ROOT ?? 'dist', '.proof-check.json'), 'utf8'));
type Proof = { certifications: { nom: string }[]; insurances: { nom: string }[]; logos: unknown[] };
/** What the build showed of the proof for a sector's pages (every page without a sector: ''), on its day. */
const visibleProof = (sector: SectorSlug | undefined): Proof => models.proof.bySector[sector ?? ''];

/** The sector a page is about, from its route (sector, sector-city and compliance pages). */
const COMPLIANCE: Record<string, SectorSlug> = {
  '/conformite-cliniques-medicales': 'medical',
  '/conformite-garderies': 'garderie',
  '/conformite-entreprises-reglementees': 'entreprise',
};
function sectorOf(path: string): SectorSlug | undefined {
  const city = /^\/nettoyage-([a-z]+)(?:-|$)/.exec(path)?.[1];
  if (city && (sectorSlugs as readonly string[]).includes(city)) return city as SectorSlug;
  return Object.entries(COMPLIANCE).find(([p]) => path === p || path.startsWith(`${p}-`))?.[1];
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** The element opened at `start` up to its matching close tag (same tag name, nesting counted). */
function element(html: string, start: number): string {
  const tag = /^<([a-z0-9-]+)/i.exec(html.slice(start))![1]!;
  const re = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'gi');
  re.lastIndex = start;
  let depth = 0;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0) return html.slice(start, m.index + m[0].length);
  }
  return html.slice(start);
}

/** The opening tag's start of the element holding `data-*` at `at`. */
const openingOf = (html: string, at: number) => html.lastIndexOf('<', at);

for (const path of builtPagePaths()) {
  test(`${path}: testimonials of its own sector unless labelled; only checkable proof`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    const sector = sectorOf(path);
    const fallbacks = [...html.matchAll(/data-temoignages-ailleurs/g)].map((m) => {
      const start = openingOf(html, m.index);
      return { start, text: element(html, start) };
    });
    for (const f of fallbacks) {
      // A visible heading names the fallback (no hidden label, no aria-only name).
      const heading = /<h([2-6])\b[^>]*>([^<]+)<\/h\1>/.exec(f.text);
      expect(heading?.[2]?.trim().length ?? 0, `${path}: the fallback has a heading`).toBeGreaterThan(5);
    }
    const inFallback = (at: number) => fallbacks.some((f) => at > f.start && at < f.start + f.text.length);

    for (const m of html.matchAll(/data-temoignage="([a-z0-9-]+)"/g)) {
      const t = testimonials.get(m[1]!);
      expect(t, `${path}: ${m[1]} is a file of data/temoignages`).toBeDefined();
      if (sector && t!.secteur !== sector) expect(inFallback(m.index), `${path}: ${m[1]} (${t!.secteur}) outside the labelled fallback`).toBe(true);
    }
    // No city testimonial's words outside its marked figure (a copy elsewhere would escape the rule).
    for (const [id, t] of testimonials) {
      const words = escape(t.texte.slice(0, 60));
      let at = html.indexOf(words);
      while (at >= 0) {
        const figure = html.lastIndexOf('<figure', at);
        expect(html.slice(figure, at), `${path}: words of ${id} outside its figure`).toContain(`data-temoignage="${id}"`);
        if (sector && t.secteur !== sector) expect(inFallback(at), `${path}: words of ${id} outside the fallback`).toBe(true);
        at = html.indexOf(words, at + 1);
      }
    }

    // The proof block: exactly what is complete and unexpired for this page's sector on the build's day.
    const shownNames = [...html.matchAll(/data-preuve="(certification|assurance)"[^>]*>\s*<p[^>]*>([^<]+)<\/p>/g)].map((m) => m[2]!);
    expect(models.proof.buildDay).toBe(manifest.buildDay);
    const expected = visibleProof(sector);
    for (const n of shownNames) expect([...expected.certifications, ...expected.insurances].map((c) => escape(c.nom)), path).toContain(n);
    for (const item of manifest.items.filter((i) => !i.shown)) expect(shownNames, `${path}: ${item.name} is not to be shown`).not.toContain(escape(item.name));
    // A logo only with its client's permission: never more than the data allows.
    expect([...html.matchAll(/data-preuve="logo"/g)].length, path).toBeLessThanOrEqual(expected.logos.length);

    // JSON-LD: no review or award, which no page shows; a credential only where the page shows it
    // (a person's page, /equipe/…, lists their qualifications).
    const visible = html.replace(/<script[\s\S]*?<\/script>/g, '');
    for (const m of html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)) {
      const ld = m[1]!;
      expect(ld, path).not.toMatch(/"@type":\s*"Review"|"review":|"award"/);
      for (const c of ld.matchAll(/"@type":"EducationalOccupationalCredential","name":"((?:[^"\\]|\\.)*)"/g)) {
        expect(visible, `${path}: the credential « ${c[1]} » of its JSON-LD is not on the page`).toContain(escape(JSON.parse(`"${c[1]}"`)));
      }
    }
  });
}

test('the built manifest is what the data says on the build’s day', () => {
  const data: { certifications: { nom: string }[]; insurances: { nom: string }[] } = { certifications: content.certifications.certifications, insurances: content.assurances.assurances };
  expect(manifest.items.map((i) => i.name).sort()).toEqual([...data.certifications, ...data.insurances].map((c) => c.nom).sort());
  for (const item of manifest.items) expect(item.shown).toBe(item.missing.length === 0 && item.expired === undefined);
});

test('server check lists, as warnings, each certification or insurance the build could not show', () => {
  // From the repository root, as the operator runs it, on the same build the server serves.
  const bin = resolve(process.env.E2E_SERVER_BIN ?? '../server/build/server');
  const run = spawnSync(bin, ['check', '--root', resolve(process.env.E2E_WEB_ROOT ?? 'dist')], { cwd: '..', encoding: 'utf8' });
  const warnings = run.stdout.slice(run.stdout.indexOf('\nWarnings ('));
  expect(warnings.length, run.stdout + run.stderr).toBeGreaterThan(20);
  for (const item of manifest.items) {
    const line = warnings.split('\n').find((l) => l.includes(`« ${item.name} »`));
    if (item.shown) expect(line, item.name).toBeUndefined();
    else for (const key of [...item.missing, ...(item.expired ? [item.expired] : [])]) expect(line, item.name).toContain(key);
  }
  if (manifest.logos.shown === 0) expect(warnings).toContain('no client logo');
});

for (const viewport of [MOBILE, DESKTOP]) {
  test(`the fallback heading is visible at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const model = models.cityPages.medical.laval;
    await page.goto(model.path);
    const section = page.locator('#temoignages');
    for (const t of model.testimonials.items) await expect(section.locator(`[data-temoignage="${t.id}"]`)).toBeVisible();
    if (model.testimonials.elsewhere) {
      const group = section.getByRole('group', { name: model.testimonials.elsewhere.title });
      await expect(group.getByRole('heading', { name: model.testimonials.elsewhere.title })).toBeVisible();
      for (const t of model.testimonials.elsewhere.items) await expect(group.locator(`[data-temoignage="${t.id}"]`)).toBeVisible();
    }
  });
}
