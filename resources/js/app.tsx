// First: in `npm run dev` it installs React's fast refresh runtime before any component runs (the server builds the
// HTML shell itself, so Vite cannot inject this preamble); in the build it is an empty module.
import '@vitejs/plugin-react/preamble';
import '../css/app.css';

import { createInertiaApp, router } from '@inertiajs/react';
import type { ComponentType, ReactNode } from 'react';
import PublicLayout from '@/layouts/public-layout';
import { setCsrfToken } from '@/lib/csrf';
import { layoutNameFor, pageTitle, type LayoutName } from '@/lib/page-layouts';
import { installLeaveGuards } from '@/lib/unsaved-changes';

// Lazy: each page is its own chunk, so the landing page loads only what it renders.
const pages = import.meta.glob<{ default: ComponentType }>('./pages/**/*.tsx');

type Layout = ComponentType<{ children: ReactNode }>;
type InitialPage = NonNullable<Parameters<typeof createInertiaApp>[0]>['page'];

// The public layout frames the landing page, so it is part of the first paint; the signed-in areas' layouts are
// chunks of their own, loaded together with the first page that needs them.
const loadedLayouts: Partial<Record<LayoutName, Layout>> = { public: PublicLayout };
const layoutLoaders: Record<Exclude<LayoutName, 'public'>, () => Promise<{ default: Layout }>> = {
  judge: () => import('@/layouts/judge-layout'),
  admin: () => import('@/layouts/admin-layout'),
  contestant: () => import('@/layouts/contestant-layout'),
  supervisor: () => import('@/layouts/supervisor-layout'),
  display: () => import('@/layouts/display-layout'),
};

async function loadLayout(layout: LayoutName): Promise<void> {
  if (layout === 'public' || loadedLayouts[layout]) return;
  loadedLayouts[layout] = (await layoutLoaders[layout]()).default;
}

// Keep the csrf value of the latest page for the JSON calls (lib/csrf.ts).
router.on('navigate', (event) => setCsrfToken(event.detail.page.props.csrf));

// A form with unsaved changes asks before a visit, Back or Forward, or the tab's closing takes the person away.
installLeaveGuards();

// A page the browser brings back from its history (back, forward) is shown as Inertia kept it, then asked for again:
// a judge going back to a recipe just voted sees it voted, and a list shows what changed since.
let fromHistory = false;
window.addEventListener('popstate', () => {
  fromHistory = true;
});
router.on('navigate', () => {
  if (!fromHistory) return;
  fromHistory = false;
  router.reload();
});

/**
 * The server (inertia-node) writes the first page object into the `data-page` attribute of #app; Inertia's client
 * looks for a `<script data-page>` element by default, so the page is read here and handed over. A page comes rendered
 * by the server (`data-server-rendered`, every page but the development mailbox), and the client hydrates it.
 */
function initialPage(): InitialPage {
  const root = document.getElementById('app');
  return JSON.parse(root?.dataset.page ?? 'null') as InitialPage;
}

void createInertiaApp({
  page: initialPage(),
  // Inertia renders a page only after resolve() settled, so its layout is loaded by the time `layout` asks for it.
  resolve: async (name, visit) => {
    const load = pages[`./pages/${name}.tsx`];
    if (!load) throw new Error(`Unknown page: ${name}`);
    const [page] = await Promise.all([load(), loadLayout(layoutNameFor(name, visit?.props))]);
    return page.default;
  },
  layout: (name, page) => loadedLayouts[layoutNameFor(name, page.props)] ?? PublicLayout,
  title: pageTitle,
  // The progress bar's styles are in app.css: Inertia's own would be an inline <style>, which the CSP refuses.
  progress: { color: '#FFC629', showSpinner: false, includeCSS: false },
});
