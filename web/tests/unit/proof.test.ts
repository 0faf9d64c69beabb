// Issue 25, item 3: the firm's proof shows only what a visitor can check. A certification or an
// insurance without its issuer, number, insurer or policy (« à fournir ») is never shown and is
// listed for `server check`; an expired one (against the build's day) is not shown either; a
// client logo needs the client's permission. Testimonials: a sector-city page quotes its own
// sector, and the city's others only under their labelled heading.
import { describe, expect, it } from 'vitest';
import { readCollection } from '../../src/content/direct-reader';
import { buildDay, proofManifest, visibleProof } from '../../src/content/proof';
import { proofData } from '../../src/page-models/proof';
import { certificationsSchema, clientLogosSchema, insurancesSchema, TO_SUPPLY } from '../../src/content/schemas/proof';
import { cityTestimonialSchema, shownName } from '../../src/content/schemas/testimonial';
import { allCityPages } from '../../src/page-models/city-page';

const TODAY = '2026-11-26';

/** Entries written as the staff would write them, through the real schemas. */
function fixture() {
  const { certifications } = certificationsSchema.parse({
    certifications: [
      { nom: 'Certification complète', type: 'certification', emetteur: 'Registraire A', numero: 'Q-123', expiration: '2027-05-14' },
      { nom: 'Certification sans émetteur', type: 'certification', emetteur: TO_SUPPLY, numero: 'Q-456', expiration: '2027-05-14' },
      { nom: 'Certification sans numéro', type: 'certification', emetteur: 'Registraire A', expiration: '2027-05-14' },
      { nom: 'Certification expirée', type: 'certification', emetteur: 'Registraire A', numero: 'Q-789', expiration: new Date('2026-11-25T00:00:00Z') },
      { nom: 'Certification qui expire aujourd’hui', type: 'certification', emetteur: 'Registraire A', numero: 'Q-790', expiration: TODAY },
      { nom: 'Adhésion sans échéance', type: 'adhesion', emetteur: 'Association B', numero: 'M-42', expiration: 'aucune', secteurs: ['medical'] },
    ],
  });
  const { assurances } = insurancesSchema.parse({
    assurances: [
      { nom: 'Responsabilité civile', assureur: 'Assureur C', couverture: '2 M$', police: 'P-1', expiration: '2027-01-31' },
      { nom: 'Responsabilité à fournir', assureur: TO_SUPPLY, couverture: '5 M$', police: TO_SUPPLY, expiration: TO_SUPPLY },
    ],
  });
  const { logos } = clientLogosSchema.parse({
    logos: [
      { client: 'Clinique permise', fichier: 'logo-a.png', permission: true },
      { client: 'Clinique sans permission', fichier: 'logo-b.png', permission: false },
    ],
  });
  return { certifications, insurances: assurances, logos };
}

describe('the proof a page shows', () => {
  const names = (list: { nom: string }[]) => list.map((c) => c.nom);

  it('shows a certification only with its issuer and number, and not once expired', () => {
    const shown = visibleProof(undefined, TODAY, fixture());
    expect(names(shown.certifications)).toEqual(['Certification complète', 'Certification qui expire aujourd’hui', 'Adhésion sans échéance']);
    expect(names(shown.insurances)).toEqual(['Responsabilité civile']);
    expect(shown.logos.map((l) => l.client)).toEqual(['Clinique permise']);
  });

  it('is the same entry hidden the day after it expires', () => {
    expect(names(visibleProof(undefined, '2026-11-27', fixture()).certifications)).not.toContain('Certification qui expire aujourd’hui');
  });

  it('keeps an entry limited to some sectors off the other sectors’ pages', () => {
    expect(names(visibleProof('garderie', TODAY, fixture()).certifications)).not.toContain('Adhésion sans échéance');
    expect(names(visibleProof('medical', TODAY, fixture()).certifications)).toContain('Adhésion sans échéance');
  });

  it('lists for server check what is missing or expired, by key', () => {
    const items = proofManifest(TODAY, fixture()).items;
    const byName = new Map(items.map((i) => [i.name, i]));
    expect(byName.get('Certification sans émetteur')).toMatchObject({ kind: 'certification', missing: ['emetteur'], shown: false });
    expect(byName.get('Certification sans numéro')).toMatchObject({ missing: ['numero'], shown: false });
    expect(byName.get('Certification expirée')).toMatchObject({ missing: [], expired: '2026-11-25', shown: false });
    expect(byName.get('Responsabilité à fournir')).toMatchObject({ kind: 'insurance', missing: ['assureur', 'police', 'expiration'], shown: false });
    expect(byName.get('Certification complète')).toMatchObject({ missing: [], shown: true });
    expect(proofManifest(TODAY, fixture()).logos).toMatchObject({ listed: 2, shown: 1 });
  });

  it('reads the firm’s data: every entry the site shows is complete, every other one is listed', () => {
    const data = proofData;
    const today = buildDay();
    const manifest = proofManifest(today, data);
    const shown = visibleProof(undefined, today, data);
    expect(manifest.items.filter((i) => i.shown).map((i) => i.name).sort()).toEqual([...names(shown.certifications), ...names(shown.insurances)].sort());
    for (const item of manifest.items.filter((i) => !i.shown)) expect(item.missing.length > 0 || item.expired !== undefined, item.name).toBe(true);
  });

  it('never takes an example number for a real one: values not given stay « à fournir »', () => {
    for (const c of proofData.certifications) {
      for (const v of [c.emetteur, c.numero]) if (v !== undefined && v !== TO_SUPPLY) expect(v, c.nom).not.toMatch(/exemple|xxx|1234|000/i);
    }
  });
});

describe('the testimonials of a sector-city page', () => {
  const testimonials = readCollection('temoignages');

  it('quote the page’s own sector, and the city’s other sectors only under the labelled fallback', () => {
    for (const p of allCityPages()) {
      const city = testimonials.filter((t) => t.data.ville === p.city.slug);
      const own = city.filter((t) => t.data.secteur === p.sector);
      expect(p.testimonials.items.map((t) => t.id), p.path).toEqual(own.slice(0, 3).map((t) => t.id));
      for (const t of p.testimonials.items) expect(t.sector, `${p.path}: ${t.id}`).toBe(p.sector);
      const others = p.testimonials.elsewhere?.items ?? [];
      for (const t of others) expect(t.sector, `${p.path}: ${t.id}`).not.toBe(p.sector);
      // The fallback only completes the three the spec shows, and has a heading naming the city.
      expect(p.testimonials.items.length + others.length, p.path).toBe(Math.min(3, city.length));
      if (others.length) expect(p.testimonials.elsewhere!.title, p.path).toContain(p.city.name);
    }
  });

  it('name each person as the client allowed', () => {
    const base = { ville: 'laval', secteur: 'medical', quartier: 'Chomedey', poste: 'Infirmière-chef', texte: 'Un texte assez long pour être une citation.' };
    const full = cityTestimonialSchema.parse({ ...base, auteur: 'Nathalie Roy', affichage: 'nom-complet', consentement: true, dateConsentement: '2026-10-01' });
    expect(shownName(full)).toBe('Nathalie Roy');
    expect(shownName({ auteur: 'Dre Marie-Ève Poirier', affichage: 'initiales' })).toBe('Dre\u00a0M.-È.\u00a0P.');
    expect(() => cityTestimonialSchema.parse({ ...base, auteur: 'Nathalie Roy' })).toThrow();
    expect(() => cityTestimonialSchema.parse({ ...base, auteur: 'Nathalie Roy', affichage: 'nom-complet' })).toThrow(/consentement écrit/);
    expect(() => cityTestimonialSchema.parse({ ...base, auteur: 'N. R.', affichage: 'initiales', photo: { fichier: 'nr.jpg' } })).toThrow(/consentement écrit/);
  });
});
