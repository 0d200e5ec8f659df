// `npm run db:types`: writes the Kysely types generated from a freshly migrated database (src/database/generate-types.ts).
// The sources run as TypeScript through SWC, with the options jest uses, so no server build is needed first.
import { readFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { fileURLToPath } from 'node:url';
import { transformSync } from '@swc/core';

const isOwnSource = (url) =>
  url.startsWith('file:') && url.endsWith('.ts') && !url.includes('/node_modules/');

/** The `@shared/…` alias (tsconfig paths), which nest build rewrites for dist/. */
const SHARED = new URL('../shared/', import.meta.url);

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier.startsWith('@shared/')) {
      const file = new URL(specifier.slice('@shared/'.length), SHARED).href;
      return nextResolve(file.replace(/\.js$/, '.ts'), context);
    }
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      // Our relative imports name the compiled `.js`; run from source they mean the `.ts` beside.
      if (!specifier.startsWith('.') || !specifier.endsWith('.js')) throw error;
      return nextResolve(specifier.replace(/\.js$/, '.ts'), context);
    }
  },
  load(url, context, nextLoad) {
    if (!isOwnSource(url)) return nextLoad(url, context);
    const filename = fileURLToPath(url);
    const { code } = transformSync(readFileSync(filename, 'utf8'), {
      filename,
      jsc: {
        parser: { syntax: 'typescript', decorators: true },
        transform: { legacyDecorator: true, decoratorMetadata: true },
        target: 'es2023',
      },
      module: { type: 'es6' },
      sourceMaps: 'inline',
    });
    return { format: 'module', source: code, shortCircuit: true };
  },
});

await import('../src/database/generate-types.ts');
