import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

export const INTERACTION_DIRECTIVE = {
  name: 'interaction',
  entrypoint: fileURLToPath(new URL('./client.ts', import.meta.url)),
};

/** Registers `client:interaction` (see `client.ts`): islands hydrate on the visitor's first interaction. */
export default function interactionDirective(): AstroIntegration {
  return {
    name: 'client-interaction-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective(INTERACTION_DIRECTIVE);
      },
    },
  };
}

declare module 'astro' {
  interface AstroClientDirectives {
    'client:interaction'?: boolean;
  }
}
