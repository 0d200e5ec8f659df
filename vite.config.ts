import { defineConfig } from 'vite';
import preact from '@preact/preset-vite';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './vite.precompress';
import { fileURLToPath } from 'node:url';

// The server reads manifest.json to link each page's assets and to compute the Inertia asset version.
export default defineConfig(({ command }) => ({
  // Built files are served under /build/ (app.factory.ts); chunk preloads and CSS urls must say so.
  base: command === 'build' ? '/build/' : '/',
  // Preact's compatibility layer stands in for React (the preset aliases react and react-dom to preact/compat):
  // the same components at less than half the JavaScript, and fast refresh in development through prefresh.
  plugins: [preact({ prerender: { enabled: false } }), tailwindcss(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./resources/js', import.meta.url)) },
  },
  publicDir: false,
  build: {
    outDir: 'public/build',
    manifest: 'manifest.json',
    emptyOutDir: true,
    rollupOptions: { input: 'resources/js/app.tsx' },
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    strictPort: true,
    origin: `http://localhost:${process.env.VITE_PORT ?? 5173}`,
  },
}));
