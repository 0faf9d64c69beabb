/** The brand palette of src/styles/global.css, for the drawn illustrations. */
export const c = {
  brand50: '#f0fdfa',
  brand100: '#ccfbf1',
  brand600: '#0d9488',
  brand700: '#0f766e',
  brand800: '#115e59',
  brand900: '#134e4a',
  ink: '#0f172a',
  muted: '#475569',
  line: '#e2e8f0',
  accent: '#fbbf24',
  skin: '#e8b48c',
  skinDark: '#a86b45',
  white: '#ffffff',
} as const;
