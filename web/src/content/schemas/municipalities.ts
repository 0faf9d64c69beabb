import { z } from 'zod';

/**
 * Greater Montréal municipalities and boroughs served, as listed on the home page (spec 2.5:
 * « about 66 »), grouped by region for reading (data/municipalites.yaml). The home page states
 * their number ({municipalites.nombre}), so one may be added or removed; the build fails on a duplicate.
 */

export const municipalitiesSchema = z
  .strictObject({
    regions: z.array(z.strictObject({ region: z.string().min(1).meta({ label: 'Région administrative' }), lieux: z.array(z.string().min(2)).min(1).meta({ label: 'Lieux' }) })).min(1).meta({ label: 'Régions' }),
  })
  .superRefine(({ regions }, ctx) => {
    const places = regions.flatMap((g) => g.lieux);
    const seen = new Set<string>();
    for (const place of places) {
      if (seen.has(place)) ctx.addIssue({ code: 'custom', path: ['regions'], message: `« ${place} » est en double` });
      seen.add(place);
    }
  })
  .transform(({ regions }) => regions.map((g) => ({ region: g.region, places: g.lieux })));
export type PlaceGroups = z.output<typeof municipalitiesSchema>;
