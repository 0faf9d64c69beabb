import { defineConfig } from 'vitest/config';
import { catalogWithCities } from './integrations/forms-catalog-cities';

// Unit tests only; the Playwright suite in tests/e2e runs against the built site. They read the
// forms catalog as the site is served with it: its city options from the city files.
export default defineConfig({
  plugins: [catalogWithCities()],
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
  },
});
