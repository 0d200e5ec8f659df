import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './vite.precompress';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

/** What the build was made as; `npm start` rebuilds a client that was not built for production. */
export const BUILD_INFO_FILE = 'build-info.json';

function buildInfo(): Plugin {
  return {
    name: 'recipe-contest:build-info',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: BUILD_INFO_FILE,
        source: JSON.stringify({ nodeEnv: process.env.NODE_ENV }),
      });
    },
  };
}

/** The judges' installable app: its service worker, web manifest and icons, at fixed names under /build/. */
export const JUDGES_SERVICE_WORKER = 'judges-sw.js';

function judgesApp(): Plugin {
  return {
    name: 'recipe-contest:judges-app',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    async generateBundle() {
      const source = (file: string) =>
        readFileSync(fileURLToPath(new URL(`./resources/sw/${file}`, import.meta.url)));
      this.emitFile({ type: 'asset', fileName: JUDGES_SERVICE_WORKER, source: source('judges-sw.js') });
      const icon = source('judges-icon.svg');
      for (const size of [192, 512]) {
        this.emitFile({
          type: 'asset',
          fileName: `judges-icon-${size}.png`,
          source: await sharp(icon, { density: (72 * size) / 32 })
            .resize(size, size)
            .png()
            .toBuffer(),
        });
      }
      this.emitFile({
        type: 'asset',
        fileName: 'judges.webmanifest',
        source: JSON.stringify({
          name: 'Recipe contest · Judges',
          short_name: 'Judging',
          start_url: '/judges/dashboard',
          scope: '/judges/',
          display: 'standalone',
          background_color: '#faf6ef',
          theme_color: '#111111',
          icons: [192, 512].map((size) => ({
            src: `/build/judges-icon-${size}.png`,
            sizes: `${size}x${size}`,
            type: 'image/png',
            purpose: 'any maskable',
          })),
        }),
      });
    },
  };
}

// The server reads manifest.json to link each page's assets and to compute the Inertia asset version.
export default defineConfig(({ command }) => {
  // A build is always the production build, whatever NODE_ENV the shell exports: Vite would otherwise bundle React's
  // development build (a vendor chunk half as large again, with its warnings). `npm run dev` serves development.
  // Set here, before Vite reads NODE_ENV to decide how to build.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    // Built files are served under /build/ (app.factory.ts); chunk preloads and CSS urls must say so.
    base: command === 'build' ? '/build/' : '/',
    // React 19 in the browser; the plugin brings fast refresh to `npm run dev` (app.tsx imports its preamble).
    plugins: [react(), tailwindcss(), buildInfo(), judgesApp(), precompress()],
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./resources/js', import.meta.url)),
        '@shared': fileURLToPath(new URL('./shared', import.meta.url)),
      },
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
  };
});
