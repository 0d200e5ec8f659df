import type { Response } from 'express';

/** A page's props, or where to send the visitor instead (a contestant who must register first). */
export type PageOrRedirect<T> = { props: T; redirectTo?: undefined } | { redirectTo: string };

/** The page's props, or a 303 to where the visitor must go first (Inertia visits follow it) and no props. */
export function pageOrRedirect<T>(page: PageOrRedirect<T>, res: Response): T | undefined {
  if (page.redirectTo !== undefined) {
    res.redirect(303, page.redirectTo);
    return undefined;
  }
  return page.props;
}
