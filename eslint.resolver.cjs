// Resolves imports for the boundary rules the way our compilers do: `.js` specifiers name `.ts` sources (ESM on
// the server), and `@/` and `@shared/` are the tsconfig aliases. Packages are left to the node resolver after it.
const fs = require('node:fs');
const path = require('node:path');

const aliases = { '@/': 'resources/js/', '@shared/': 'shared/' };
const suffixes = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

exports.interfaceVersion = 2;
exports.resolve = (source, file, config) => {
  const root = config.root;
  let base;
  if (source.startsWith('.')) base = path.resolve(path.dirname(file), source);
  for (const [alias, folder] of Object.entries(aliases)) {
    if (source.startsWith(alias)) base = path.join(root, folder, source.slice(alias.length));
  }
  if (base === undefined) return { found: false };
  const stem = base.replace(/\.(js|tsx?)$/, '');
  for (const candidate of [base, ...suffixes.map((suffix) => stem + suffix)]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return { found: true, path: candidate };
  }
  return { found: false };
};
