import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './vite.precompress';
import { fileURLToPath } from 'node:url';

// The server reads manifest.json to link each page's assets and to compute the Inertia asset version.
export default defineConfig(({ command }) => ({
  // Built files are served under /build/ (app.factory.ts); chunk preloads and CSS urls must say so.
  base: command === 'build' ? '/build/' : '/',
  // React 19 in the browser; the plugin brings fast refresh to `npm run dev` (app.tsx imports its preamble).
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./resources/js', import.meta.url)) },
  },
  publicDir: false,
  build: {
    outDir: 'public/build',
    manifest: 'manifest.json',
    emptyOutDir: true,
    rolldownOptions: {
      input: 'resources/js/app.tsx',
      output: {
        codeSplitting: {
          // What every page runs (React, Inertia and their helpers) in one chunk with a stable name, cached across
          // releases that change only the pages; left to itself the bundler names and splits it by chance.
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|@inertiajs[\\/](core|react)|es-toolkit|laravel-precognition)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    strictPort: true,
    origin: `http://localhost:${process.env.VITE_PORT ?? 5173}`,
  },
}));
