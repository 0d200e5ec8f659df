import '../css/app.css';

import { createInertiaApp, router } from '@inertiajs/react';
import type { ComponentType, ReactNode } from 'react';
import AdminLayout from '@/layouts/admin-layout';
import ContestantLayout from '@/layouts/contestant-layout';
import JudgeLayout from '@/layouts/judge-layout';
import PublicLayout from '@/layouts/public-layout';
import SupervisorLayout from '@/layouts/supervisor-layout';
import { setCsrfToken } from '@/lib/http';
import type { SharedProps } from '@/types';

// Lazy: each page is its own chunk, so the landing page loads only what it renders.
const pages = import.meta.glob<{ default: ComponentType }>('./pages/**/*.tsx');

type Layout = ComponentType<{ children: ReactNode }>;
type InitialPage = NonNullable<Parameters<typeof createInertiaApp>[0]>['page'];

/** The one place that maps a page to its layout, by the prefix of the page's name. */
export function layoutFor(name: string): Layout {
  if (name.startsWith('judges/')) return JudgeLayout;
  if (name.startsWith('admins/')) return AdminLayout;
  // The supervisor's page lives under /user/{id}/authorization, but a supervisor is no contestant.
  if (name === 'user/authorization') return SupervisorLayout;
  if (name.startsWith('user/')) return ContestantLayout;
  return PublicLayout; // public/* and errors/*
}

// Keep the csrf value of the latest page for the JSON calls (lib/http.ts).
router.on('navigate', (event) => setCsrfToken(event.detail.page.props.csrf));

/**
 * The server (inertia-node) writes the first page object into the `data-page` attribute of #app; Inertia's client
 * looks for a `<script data-page>` element by default, so the page is read here and handed over.
 */
function initialPage(): InitialPage {
  const root = document.getElementById('app');
  return JSON.parse(root?.dataset.page ?? 'null') as InitialPage;
}

void createInertiaApp({
  page: initialPage(),
  resolve: async (name) => {
    const load = pages[`./pages/${name}.tsx`];
    if (!load) throw new Error(`Unknown page: ${name}`);
    return (await load()).default;
  },
  layout: (name) => layoutFor(name),
  title: (title, page) => {
    const appName = (page.props as Partial<SharedProps>).contest?.appName ?? '';
    return title && title !== appName ? `${title} · ${appName}` : appName;
  },
  progress: { color: '#FFC629', showSpinner: false },
});
