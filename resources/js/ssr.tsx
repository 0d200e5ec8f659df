import { createInertiaApp } from '@inertiajs/react';
import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import AdminLayout from '@/layouts/admin-layout';
import ContestantLayout from '@/layouts/contestant-layout';
import DisplayLayout from '@/layouts/display-layout';
import JudgeLayout from '@/layouts/judge-layout';
import PublicLayout from '@/layouts/public-layout';
import SupervisorLayout from '@/layouts/supervisor-layout';
import { layoutNameFor, pageTitle, type LayoutName } from '@/lib/page-layouts';

/**
 * The server render of every page but the development mailbox (Vite's SSR build, loaded by the Nest app in its own
 * process): the same page components as the browser, rendered to HTML so that the first answer paints before any
 * JavaScript runs, on a phone's slow link too. Signed-in pages keep their controls closed until hydration (the areas'
 * layout), as the sign-in forms do.
 */
const pages = import.meta.glob<{ default: ComponentType }>(['./pages/**/*.tsx', '!./pages/dev/**'], {
  eager: true,
});
const layouts: Record<LayoutName, ComponentType<{ children: ReactNode }>> = {
  public: PublicLayout,
  judge: JudgeLayout,
  admin: AdminLayout,
  contestant: ContestantLayout,
  supervisor: SupervisorLayout,
  display: DisplayLayout,
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
