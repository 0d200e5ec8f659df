import { applyDecorators, SetMetadata } from '@nestjs/common';
import { Page } from './inertia.decorator.js';

export const PAGE_OR_REDIRECT = 'inertia:page-or-redirect';

/** A page's props, or where to send the visitor instead (a contestant who must register first). */
export type PageOrRedirect<T> = { props: T; redirectTo?: undefined } | { redirectTo: string };

/**
 * A page route whose handler returns a PageOrRedirect: the page with its props, or a 303 to where the visitor must
 * go first (Inertia visits follow it).
 */
export const PageOrRedirect = (component: string, path?: string) =>
  applyDecorators(Page(component, path), SetMetadata(PAGE_OR_REDIRECT, true));
