import { Inject, Injectable, Logger } from '@nestjs/common';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

/** What the SSR build (resources/js/ssr.tsx) gives for a page. */
export interface ServerRender {
  head: string[];
  body: string;
}

interface SsrModule {
  canRender(component: string): boolean;
  render(page: {
    component: string;
    props: Record<string, unknown>;
    url: string;
    version: string;
  }): Promise<ServerRender>;
}

/**
 * The server render of the pages, from Vite's SSR build beside the client build (`public/ssr/ssr.js` for
 * `public/build`), loaded once in the app's own process. Without that build (tests with a stand-in client, the Vite
 * development server) pages are rendered by the browser alone, as before.
 */
@Injectable()
export class ServerRenderer {
  private readonly logger = new Logger('ServerRender');
  private readonly bundle: string;
  private module: Promise<SsrModule | null> | null = null;
  private readonly failed = new Set<string>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.bundle = join(dirname(config.buildDir), 'ssr', 'ssr.js');
  }

  /** The page rendered to HTML, or null when it is not a server-rendered page (or its render failed: logged once). */
  async render(page: {
    component: string;
    props: Record<string, unknown>;
    url: string;
    version: string;
  }): Promise<ServerRender | null> {
    const module = await (this.module ??= this.load());
    if (!module?.canRender(page.component)) return null;
    try {
      return await module.render(page);
    } catch (error) {
      if (!this.failed.has(page.component)) {
        this.failed.add(page.component);
        this.logger.error(
          `${page.component} is rendered by the browser only: its server render failed`,
          error,
        );
      }
      return null;
    }
  }

  private async load(): Promise<SsrModule | null> {
    if (this.config.viteDevServer || !existsSync(this.bundle)) return null;
    return (await import(pathToFileURL(this.bundle).href)) as SsrModule;
  }
}
