// Content invariants of the core pages (home, blog, contact, coverage, free audit): the counts and
// readings the spec gives for each page.
import { describe, expect, it } from 'vitest';
import { paths } from '../../src/config/navigation';
import { auditPage } from '../../src/content/audit-page';
import { blog } from '../../src/content/blog';
import { cities } from '../../src/content/cities';
import { coverage, coverageMap, localities, localityGroups } from '../../src/content/coverage';
import { home, homeCityLinks } from '../../src/content/home';
import { greaterMontrealMunicipalities } from '../../src/content/municipalities';
import { site } from '../../src/config/site';
import { privacyPolicy, privacyPolicyEffectiveDate } from '../../src/content/privacy-policy';
import { catalog } from '../../src/lib/forms/catalog';

describe('home (spec 2.5, 2.10)', () => {
  it('has the counts of the spec', () => {
    expect(home.clientTypes.items).toHaveLength(8);
    expect(home.sectors.items).toHaveLength(3);
    expect(home.services.items).toHaveLength(8);
    expect(home.advantages.items).toHaveLength(8);
    expect(home.testimonials.items).toHaveLength(4);
    expect(home.testimonials.items.every((t) => t.rating === 5)).toBe(true);
    expect(home.questions.items).toHaveLength(4);
    expect(home.questions.items.every((t) => t.question.length > 0)).toBe(true);
  });

  it('sends both hero buttons to the contact section', () => {
    expect(home.hero.actions.map((a) => a.href)).toEqual(['#contact', '#contact']);
  });

  it('links the sector cards to the canonical Montréal sector pages', () => {
    expect(home.sectors.items.map((s) => s.href)).toEqual([
      '/nettoyage-medical-montreal',
      '/nettoyage-garderie-montreal',
      '/nettoyage-entreprise-montreal',
    ]);
  });

  it('lists 66 distinct Greater Montréal municipalities and boroughs', () => {
    const places = greaterMontrealMunicipalities.flatMap((g) => g.places);
    expect(places).toHaveLength(66);
    expect(new Set(places).size).toBe(66);
  });

  it('gives featured cities three sector links and the others one « Voir services » link, each named after its city', () => {
    const links = cities.map((c) => ({ city: c, links: homeCityLinks(c) }));
    for (const { city, links: l } of links) {
      if (city.featured) {
        expect(l.map((x) => x.href)).toEqual(['medical', 'garderie', 'entreprise'].map((s) => `/nettoyage-${s}-${city.slug}`));
      } else {
        expect(l).toEqual([{ label: 'Voir services', href: `/nettoyage-medical-${city.slug}`, ariaLabel: `Voir services à ${city.name}` }]);
      }
      for (const x of l) expect(x.ariaLabel).toContain(x.label);
    }
    const names = links.flatMap((x) => x.links.map((y) => y.ariaLabel));
    expect(new Set(names).size).toBe(names.length);
    expect(cities.filter((c) => c.featured).map((c) => c.name)).toEqual(['Montréal', 'Longueuil', 'Laval']);
  });
});

describe('blog (spec 2.6)', () => {
  it('shows the four categories with their guide counts', () => {
    expect(blog.categories.items.map((c) => c.subtitle)).toEqual(['15 guides', '12 guides', '18 guides', '8 guides']);
  });

  it('features three guides that lead only to existing compliance pages', () => {
    expect(blog.featured.items).toHaveLength(3);
    expect(blog.featured.items.map((g) => g.href)).toEqual([paths.clinics, paths.childcare, paths.regulated]);
  });
});

describe('privacy policy (spec 2.7, Law 25)', () => {
  it('takes effect on 1 January 2025, the version the forms record with each consent', () => {
    expect(privacyPolicyEffectiveDate).toBe('2025-01-01');
    expect(catalog.policyVersion).toBe(privacyPolicyEffectiveDate);
    expect(privacyPolicy.lead).toContain('1er\u00a0janvier 2025');
  });

  it('has seven numbered sections and the pricing disclaimer', () => {
    expect(privacyPolicy.sections.map((s) => s.title.split('.')[0])).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(privacyPolicy.disclaimer.text).toMatch(/sujets à une évaluation sur place/);
  });

  it('states retention, rights, cookies and the complaint body', () => {
    const text = JSON.stringify(privacyPolicy);
    for (const needle of ['24\u00a0mois', 'supprime alors automatiquement', 'jusqu’à votre désabonnement', 'Accès', 'Rectification', 'Retrait du consentement', 'Suppression', '30\u00a0jours', 'aucun témoin', 'Commission d’accès à l’information']) {
      expect(text).toContain(needle);
    }
    // Storage place is not configured anywhere, so the policy does not claim one.
    expect(text).not.toContain('Canada');
  });

  it('names the person in charge by title, with contact details from the site config', () => {
    const text = JSON.stringify(privacyPolicy);
    expect(text).toContain(`Responsable de la protection des renseignements personnels\u00a0: ${site.privacyOfficer.title}`);
    expect(text).toContain(`mailto:${site.privacyOfficer.email}`);
    expect(text).not.toContain(site.privacyOfficer.name);
  });

  it('lists every field the forms collect, covers forms without a consent box and names the service providers', () => {
    const text = JSON.stringify(privacyPolicy);
    for (const needle of ['arrondissement ou quartier', 'type de clinique', 'inspection prévue', 'service bilingue', 'nombre d’enfants', 'préoccupations', 'message', 'superficie', 'prénom']) {
      expect(text).toContain(needle);
    }
    expect(text).toContain('En envoyant un formulaire, vous consentez');
    expect(text).toContain('Nous ne prenons aucune décision automatisée');
    for (const needle of ['envoi de courriels', 'hébergeur', 'CRM', 'contrat']) expect(text).toContain(needle);
  });

  it('every form without a consent box shows its own notice from the catalog', () => {
    for (const form of catalog.forms) {
      if (!form.consent) expect((form as { notice?: string }).notice, form.id).toMatch(/.{20,}/);
    }
  });

  it('is linked from every consent checkbox at its anchor', () => {
    expect(catalog.privacyPolicyUrl).toBe(`/contact#${privacyPolicy.id}`);
  });
});

describe('coverage (spec 2.8)', () => {
  it('lists 26 distinct localities, all inside the map', () => {
    expect(localities).toHaveLength(26);
    expect(new Set(localities.map((l) => l.name)).size).toBe(26);
    expect(localityGroups.flatMap((g) => g.places)).toHaveLength(26);
    const { north, south, west, east } = coverageMap.bounds;
    for (const l of localities) {
      expect(l.lat).toBeGreaterThan(south);
      expect(l.lat).toBeLessThan(north);
      expect(l.lon).toBeGreaterThan(west);
      expect(l.lon).toBeLessThan(east);
    }
    for (const name of ['Laval', 'Rive-Sud', 'Rive-Nord', 'Longueuil', 'Boucherville', 'Brossard', 'Dorval', 'Lachine', 'Verdun']) {
      expect(localities.map((l) => l.name)).toContain(name);
    }
  });

  it('has four regional testimonials with five stars', () => {
    expect(coverage.testimonials.items).toHaveLength(4);
    expect(coverage.testimonials.items.every((t) => t.rating === 5)).toBe(true);
  });
});

describe('free audit page (spec 2.9)', () => {
  it('keeps the 499 $ reading and the audit-gratuit anchor', () => {
    expect(auditPage.hero.lead).toContain('499\u00a0$');
    expect(auditPage.seo.title).toContain('499\u00a0$');
    expect(auditPage.form.id).toBe('audit-gratuit');
  });
});
