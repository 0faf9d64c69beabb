import type { APIRoute, GetStaticPaths } from 'astro';
import catalog from '../../../../forms/catalog.json' with { type: 'json' };
import { paths } from '../../config/navigation';
import { site } from '../../config/site';
import { cities } from '../../content/cities';
import { entriesOf, entryOf } from '../../content/entries';
import { customCities } from '../../content/local/templates';
import { buildDay, visibleProof } from '../../content/proof';
import { clientsIn } from '../../content/schemas/city';
import { sectors, sectorSlugs } from '../../content/sectors';
import { values } from '../../content/values';
import { confirmationOf } from '../../lib/forms/confirmation';
import { pendingParts } from '../../lib/page/deferred-sections';
import { buildCityPage, pageFrame } from '../../page-models/city-page';
import { childcareChapters, childcarePage, clinicCityPages, clinicsPage, regulatedPage } from '../../page-models/compliance';
import { guides, guidesContent, type GuidePrint } from '../../page-models/guides';
import { privacyPolicyFrom } from '../../page-models/privacy-policy';
import { proofData } from '../../page-models/proof';
import { sectorCityPath, sectorPath } from '../../page-models/routes';
import { ui } from '../../page-models/ui-strings';

/**
 * What the end-to-end specs check the served site against, as this build computed it: the
 * interface's words, the site's values, the content the pages read and the page models they were
 * built from; and what the steps after the build need of the pages (the guides to print, the
 * cities of the redirects). Written as dist/build-data/<name>.json, then moved beside dist
 * (integrations/build-data.ts) so it is never served; tests/e2e/build-data.ts reads it. The specs
 * thus never import src: they test what the build made, from the build's own figures.
 */
const documents = {
  interface: async () => ui,
  guides: async () => ({
    guides: guides.map(({ sector, title, lead, keywords, pdf, printPath }): GuidePrint => ({ sector, title, lead, keywords, pdf, printPath })),
    pagination: guidesContent.guide.pagination,
  }),
  values: async () => Object.fromEntries(values),
  site: async () => ({ site, paths, pendingParts }),
  forms: async () => ({
    confirmations: Object.fromEntries(catalog.forms.map((form) => [form.id, confirmationOf(form as Parameters<typeof confirmationOf>[0])])),
  }),
  content: async () => ({
    accueil: await entryOf('accueil'),
    blogue: await entryOf('blogue'),
    contact: await entryOf('contact'),
    zoneCouverture: await entryOf('zoneCouverture'),
    carteCouverture: await entryOf('carteCouverture'),
    localites: await entryOf('localites'),
    auditGratuit: await entryOf('auditGratuit'),
    pagesLegales: await entryOf('pagesLegales'),
    pageEquipe: await entryOf('pageEquipe'),
    guides: await entryOf('guides'),
    pageArticles: await entryOf('pageArticles'),
    certifications: await entryOf('certifications'),
    assurances: await entryOf('assurances'),
    personnes: (await entriesOf('personnes')).map(({ id, data }) => ({ id, data })),
    articles: (await entriesOf('articles')).map(({ id, data }) => ({ id, data })),
    temoignages: (await entriesOf('temoignages')).map(({ id, data }) => ({ id, data })),
  }),
  pages: async () => ({
    cities,
    sectors,
    sectorSlugs,
    sectorPaths: Object.fromEntries(sectorSlugs.map((sector) => [sector, sectorPath(sector)])),
    sectorCityPaths: Object.fromEntries(sectorSlugs.map((sector) => [sector, Object.fromEntries(cities.map((c) => [c.slug, sectorCityPath(sector, c.slug)]))])),
    cityClients: Object.fromEntries(sectorSlugs.map((sector) => [sector, Object.fromEntries(cities.map((c) => [c.slug, clientsIn(c.nombreClients[sector])]))])),
    cityPages: Object.fromEntries(sectorSlugs.map((sector) => [sector, Object.fromEntries(cities.map((c) => [c.slug, buildCityPage(sector, c.slug)]))])),
    pageFrame,
    sectorLandings: await entryOf('pagesSecteurs'),
    sectorTrustBadges: (await entryOf('badgesSecteurs')).liste,
    customCities: Object.fromEntries(customCities),
    compliance: { childcareChapters, childcarePage, clinicCityPages, clinicsPage, regulatedPage },
    privacyPolicy: privacyPolicyFrom((await entriesOf('politiqueConfidentialite'))[0]!, values),
    proof: {
      buildDay: buildDay(),
      bySector: Object.fromEntries([undefined, ...sectorSlugs].map((sector) => [sector ?? '', visibleProof(sector, buildDay(), proofData)])),
    },
  }),
};

type Name = keyof typeof documents;

export const getStaticPaths = (() => Object.keys(documents).map((name) => ({ params: { name } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) =>
  new Response(JSON.stringify(await documents[params.name as Name](), null, 1), { headers: { 'Content-Type': 'application/json' } });
