import { createInertiaApp } from '@inertiajs/react';
import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import AdminLayout from '@/layouts/admin-layout';
import ContestantLayout from '@/layouts/contestant-layout';
import JudgeLayout from '@/layouts/judge-layout';
import PublicLayout from '@/layouts/public-layout';
import SupervisorLayout from '@/layouts/supervisor-layout';
import { layoutNameFor, pageTitle, type LayoutName } from '@/lib/page-layouts';

/**
 * The server render of the public pages and of a judge's vote page (Vite's SSR build, loaded by the Nest app in its own
 * process): the same page components as the browser, rendered to HTML so that the first answer paints before any
 * JavaScript runs. The vote page is where a judge's session starts on a phone, from a link or a reload; the other
 * signed-in pages are reached by client visits and stay rendered by the browser.
 */
const pages = import.meta.glob<{ default: ComponentType }>(
  ['./pages/public/*.tsx', './pages/errors/*.tsx', './pages/*/login.tsx', './pages/judges/vote.tsx'],
  { eager: true },
);
const layouts: Record<LayoutName, ComponentType<{ children: ReactNode }>> = {
  public: PublicLayout,
  judge: JudgeLayout,
  admin: AdminLayout,
  contestant: ContestantLayout,
  supervisor: SupervisorLayout,
};

type Page = NonNullable<Parameters<typeof createInertiaApp>[0]>['page'] & object;

export interface ServerRender {
  /** Elements for the document head (the page's title), as HTML. */
  head: string[];
  /** The HTML inside #app. */
  body: string;
}

export function canRender(component: string): boolean {
  return `./pages/${component}.tsx` in pages;
}

export async function render(page: Page): Promise<ServerRender> {
  let body = '';
  const { head } = await createInertiaApp({
    page,
    render: (element) => (body = renderToString(element)),
    resolve: (name) => {
      const module = pages[`./pages/${name}.tsx`];
      if (!module) throw new Error(`No server render for ${name}`);
      return module.default;
    },
    layout: (name, visit) => layouts[layoutNameFor(name, visit.props)],
    title: pageTitle,
    setup: ({ App, props }) => <App {...props} />,
  });
  return { head, body };
}
