import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { catalogWithCities } from './integrations/forms-catalog-cities';

// Unit tests only; the Playwright suite in tests/e2e runs against the built site. They read the
// forms catalog as the site is served with it: its city options from the city files. The content
// reaches them as it reaches the pages, through `astro:content`, served outside Astro by
// tests/unit/helpers/astro-content.ts.
export default defineConfig({
  plugins: [catalogWithCities()],
  resolve: { alias: { 'astro:content': fileURLToPath(new URL('./tests/unit/helpers/astro-content.ts', import.meta.url)) } },
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
  },
});
