import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  RequestMethod,
  SetMetadata,
} from '@nestjs/common';
import {
  GUARDS_METADATA,
  INTERCEPTORS_METADATA,
  METHOD_METADATA,
  PATH_METADATA,
  PIPES_METADATA,
  ROUTE_ARGS_METADATA,
} from '@nestjs/common/constants.js';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { INERTIA_COMPONENT } from './inertia.decorator.js';
import { InertiaService } from './inertia.service.js';

const ANONYMOUS_FAST_PATH = 'inertia:anonymous-fast-path';

/**
 * A public page that every anonymous visitor gets alike (its props are frozenProps, cached): a visit without a
 * session is answered before Nest's routing, with no guards, pipes or interceptors, and the page's bytes are reused.
 * The handler takes no arguments and runs without a request context (what it reads is cached, or forks an
 * EntityManager of its own). Visitors with a session, partial reloads and stale asset versions take the normal
 * route, and so does any visit the fast path fails to answer.
 */
export const AnonymousFastPath = () => SetMetadata(ANONYMOUS_FAST_PATH, true);

interface FastRoute {
  component: string;
  handler: () => unknown;
  name: string;
}

function joinPath(...parts: unknown[]): string {
  const segments = parts.map((part) => {
    if (part !== undefined && typeof part !== 'string') throw new Error('only one plain path per route');
    return (part ?? '').replace(/^\/+|\/+$/g, '');
  });
  return `/${segments.filter(Boolean).join('/')}`;
}

/**
 * What the fast path must know of sessions, from the module that keeps them (auth, wired by the app module): whether
 * a request carries one, and the route marks that mean a signed-in person is needed (a marked route is refused).
 */
export interface FastPathSessions {
  hasSession(req: Request): boolean;
  signedInRouteMarks: readonly string[];
}
export const FAST_PATH_SESSIONS = Symbol('FAST_PATH_SESSIONS');

@Injectable()
export class AnonymousFastPathService implements OnApplicationBootstrap {
  private readonly logger = new Logger('AnonymousFastPath');
  private routes = new Map<string, FastRoute>();
  private readonly failedOnce = new Set<string>();

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly inertia: InertiaService,
    @Inject(FAST_PATH_SESSIONS) private readonly sessions: FastPathSessions,
  ) {}

  /** Express middleware, mounted ahead of the session middleware: a session cookie sends the visit the normal way. */
  readonly middleware: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const route = this.routes.get(req.path);
    // A session may name someone or hold a flash message: that page is the visitor's own.
    if (!route || this.sessions.hasSession(req)) return next();
    if (req.get('X-Inertia-Partial-Component')) return next();
    // The normal route answers a stale client with 409 and X-Inertia-Location.
    if (req.get('X-Inertia') && req.get('X-Inertia-Version') !== this.inertia.version) return next();
    this.answer(route, req, res).catch((error: unknown) => {
      if (res.headersSent) {
        this.logger.error(
          `${route.name} failed after answering`,
          error instanceof Error ? error.stack : error,
        );
        return;
      }
      // The normal route answers instead (and its error page, if it fails too); say once why this one did not.
      if (!this.failedOnce.has(route.name)) {
        this.failedOnce.add(route.name);
        this.logger.warn(`${route.name} left to the normal route: ${String(error)}`);
      }
      next();
    });
  };

  /** Whether the fast path answers this path (its paths have no parameters: each is its own route pattern). */
  serves(path: string): boolean {
    return this.routes.has(path);
  }

  private async answer(route: FastRoute, req: Request, res: Response): Promise<void> {
    const props = (await route.handler()) as Record<string, unknown> | undefined;
    await this.inertia.render(req, res, route.component, props ?? {});
  }

  /** Found when the app starts; a route that cannot take the fast path stops the start. */
  onApplicationBootstrap(): void {
    this.routes = this.discover();
  }

  private discover(): Map<string, FastRoute> {
    const routes = new Map<string, FastRoute>();
    for (const wrapper of this.discovery.getControllers()) {
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      const type = wrapper.metatype as (new (...args: never[]) => unknown) | null;
      if (!instance || !type) continue;
      for (const methodName of this.scanner.getAllMethodNames(Object.getPrototypeOf(instance) as object)) {
        const method = instance[methodName] as (...args: unknown[]) => unknown;
        if (!Reflect.getMetadata(ANONYMOUS_FAST_PATH, method)) continue;
        const name = `${type.name}.${methodName}`;
        const path = this.check(name, type, methodName, method);
        routes.set(path, {
          component: Reflect.getMetadata(INERTIA_COMPONENT, method) as string,
          handler: () => method.call(instance),
          name,
        });
      }
    }
    return routes;
  }

  /** Refuses a route the fast path would serve differently from the normal one. */
  private check(
    name: string,
    type: new (...args: never[]) => unknown,
    methodName: string,
    method: (...args: unknown[]) => unknown,
  ): string {
    const refuse = (why: string) => new Error(`@AnonymousFastPath on ${name}: ${why}`);
    if (!Reflect.getMetadata(INERTIA_COMPONENT, method)) throw refuse('not an @Inertia page');
    if (Reflect.getMetadata(METHOD_METADATA, method) !== RequestMethod.GET) throw refuse('not a GET route');
    const args = Reflect.getMetadata(ROUTE_ARGS_METADATA, type, methodName) as object | undefined;
    if (method.length > 0 || (args && Object.keys(args).length > 0))
      throw refuse('the handler takes arguments');
    for (const key of [
      GUARDS_METADATA,
      INTERCEPTORS_METADATA,
      PIPES_METADATA,
      ...this.sessions.signedInRouteMarks,
    ]) {
      if (Reflect.getMetadata(key, method) ?? Reflect.getMetadata(key, type))
        throw refuse(`it has ${key} that would not run`);
    }
    const path = joinPath(
      Reflect.getMetadata(PATH_METADATA, type),
      Reflect.getMetadata(PATH_METADATA, method),
    );
    if (/[:*{]/.test(path)) throw refuse(`"${path}" has parameters`);
    return path;
  }
}
