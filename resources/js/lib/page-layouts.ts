import type { SharedProps } from '@/types';

export type LayoutName = 'public' | 'judge' | 'admin' | 'contestant' | 'supervisor';

/** The one place that maps a page to its layout, by the prefix of the page's name (browser and server render). */
export function layoutNameFor(name: string): LayoutName {
  if (name.startsWith('judges/')) return 'judge';
  if (name.startsWith('admins/')) return 'admin';
  // The supervisor's page lives under /user/{id}/authorization, but a supervisor is no contestant.
  if (name === 'user/authorization') return 'supervisor';
  if (name.startsWith('user/')) return 'contestant';
  return 'public'; // public/* and errors/*
}

/** The document title of a page: its own title and the contest's name. */
export function pageTitle(title: string, page: { props: unknown }): string {
  const appName = (page.props as Partial<SharedProps>).contest?.appName ?? '';
  return title && title !== appName ? `${title} · ${appName}` : appName;
}
