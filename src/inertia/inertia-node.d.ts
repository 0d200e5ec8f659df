// inertia-node ships no types; these describe what this app uses of its middleware (src/index.js, version 2.0.0).
declare module 'inertia-node' {
  import type { NextFunction, Request, Response } from 'express';

  /** What `setViewData` passes to the HTML function: it keeps the object under the key `viewData`. */
  export interface InertiaViewData {
    viewData?: { csrf?: string; component?: string; ssr?: { head: string[]; body: string } | null };
  }

  export interface InertiaRenderer {
    setHeaders(headers: Record<string, string>): InertiaRenderer;
    setViewData(viewData: {
      csrf: string;
      component: string;
      ssr: { head: string[]; body: string } | null;
    }): InertiaRenderer;
    setStatusCode(statusCode: number): InertiaRenderer;
    shareProps(props: Record<string, unknown>): InertiaRenderer;
    render(page: { component: string; props: Record<string, unknown> }): Promise<void>;
    redirect(url?: string): void;
  }

  /** `html` receives the page object, JSON-encoded with its quotes escaped for an HTML attribute. */
  export default function inertia(
    html: (encodedPage: string, viewData: InertiaViewData) => string,
    version?: string,
  ): (req: Request, res: Response, next: NextFunction) => void;

  global {
    namespace Express {
      interface Request {
        Inertia?: InertiaRenderer;
      }
    }
  }
}
