import type { SharedProps } from '@/types';

export type LayoutName = 'public' | 'judge' | 'admin' | 'contestant' | 'supervisor' | 'display';

const AREA_OF_AUDIENCE = { judge: 'judge', admin: 'admin', user: 'contestant' } as const;

/**
 * The one place that maps a page to its layout, by the prefix of the page's name (browser and server render). An
 * error page keeps the signed-in person's own area (its header, its way back); a visitor's is the public one.
 */
export function layoutNameFor(name: string, props?: unknown): LayoutName {
  if (name.startsWith('judges/')) return 'judge';
  if (name.startsWith('admins/')) return 'admin';
  // A venue's screen: the page alone.
  if (name.startsWith('display/')) return 'display';
  // The supervisor's page lives under /user/{id}/authorization, but a supervisor is no contestant.
  if (name === 'user/authorization') return 'supervisor';
  if (name.startsWith('user/')) return 'contestant';
  if (name.startsWith('errors/')) {
    const audience = (props as Partial<SharedProps> | undefined)?.auth?.user?.type;
    return audience ? AREA_OF_AUDIENCE[audience] : 'public';
  }
  return 'public';
}

/** The document title of a page: its own title and the contest's name. */
export function pageTitle(title: string, page: { props: unknown }): string {
  const appName = (page.props as Partial<SharedProps>).contest?.appName ?? '';
  return title && title !== appName ? `${title} · ${appName}` : appName;
}
