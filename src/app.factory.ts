import 'reflect-metadata';
import './auth/session.types.js';
import './storage/request.types.js';
import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import {
  type DynamicModule,
  type LogLevel,
  type ModuleMetadata,
  type NestApplicationOptions,
} from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import expressStaticGzip from 'express-static-gzip';
import session from 'express-session';
import pg from 'pg';
import { AppModule } from './app.module.js';
import { type AppConfig, loadConfig } from './config/app-config.js';
import { AllExceptionsFilter } from './all-exceptions.filter.js';
import { createValidationPipe } from './common/validation.js';
import { untrustedProxyWarning } from './common/proxy-warning.js';
import { noStoreWhenSignedIn, securityHeaders } from './inertia/security-headers.js';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './database/embedded-postgres.js';
import { migrate } from './database/migrate.js';
import { boundedPoolOptions } from './database/bounded-client.js';
import { DatabaseStatus } from './database/database-status.js';
import { isDatabaseUnavailable } from './database/database-unavailable.js';
import { hasSessionCookie, SESSION_COOKIE } from './auth/session-cookie.js';
import { preparingPool, sessionStoreClass } from './auth/session-store.js';
import { mountDevOidcProvider } from './auth/sso/dev-oidc-provider.js';
import { ssoHandshakeCookie } from './auth/sso/sso-handshake-cookie.js';
import { AnonymousFastPathService } from './inertia/anonymous-fast-path.js';
import { InertiaService } from './inertia/inertia.service.js';
import { installQueryCounter, queryCountEnabled, queryCountMiddleware } from './database/query-count.js';
import { limitRequestTime } from './common/request-timeouts.js';
import { appMetrics } from './app-metrics.js';
import { type AppLogger, createAppLogger, levelOfNest, nestLoggerFor } from './observability/logger.js';
import { type MetricsServer, startMetricsServer } from './observability/metrics-server.js';
import { requestLogContext, requestObserver } from './observability/request-observer.js';
import type { Server } from 'node:http';
import type pino from 'pino';

/**
 * GET routes that get a session object even for a visitor who has none (single sign-on: its strategy needs one). The
 * handshake itself goes to a cookie (ssoHandshakeCookie), so the session is saved only if something else is stored.
 */
const SESSION_ON_FIRST_VISIT = ['/login/'];
const SESSION_IDLE_SECONDS = 12 * 60 * 60;

export interface CreateAppOptions {
  config?: Partial<AppConfig>;
  /** Use this database instead of DATABASE_URL or the embedded one (tests). */
  databaseUrl?: string;
  /** Nest's levels, as the log's threshold when neither LOG_LEVEL nor `config.logLevel` sets one (tests: errors). */
  logger?: false | LogLevel[];
  /** Where log lines go instead of standard output (tests read them). */
  logDestination?: pino.DestinationStream;
  imports?: ModuleMetadata['imports'];
  /**
   * Builds the Nest application from the root module; by default NestFactory. Tests pass one that compiles a
   * testing module (@nestjs/testing), so that they can override providers (a mail transport that fails, a clock).
   */
  buildApp?: (rootModule: DynamicModule, options: NestApplicationOptions) => Promise<NestExpressApplication>;
}

export interface RunningApp {
  app: NestExpressApplication;
  config: AppConfig;
  /** The root entity manager: fork it per unit of work. */
  em: EntityManager;
  databaseUrl: string;
  /** The app's pino logger (main.ts logs its start through it). */
  logger: AppLogger;
  /** Where the Prometheus metrics are served; null when METRICS_PORT turns them off or the port was taken. */
  metricsUrl: string | null;
  close(): Promise<void>;
}

/** Builds the whole app: database (embedded when no server is configured), migrations, sessions, pages. */
export async function createApp(options: CreateAppOptions = {}): Promise<RunningApp> {
  const config = loadConfig(process.env, options.config);
  const logLevel =
    options.config?.logLevel ??
    (process.env.LOG_LEVEL ? config.logLevel : (levelOfNest(options.logger) ?? config.logLevel));
  const logger = createAppLogger(config, logLevel, options.logDestination);
  let embedded: EmbeddedPostgres | null = null;
  let databaseUrl = options.databaseUrl ?? config.databaseUrl;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres({
      dataDir: config.dataDir,
      log: (message) => logger.info(message),
    });
    databaseUrl = embedded.url;
  }

  // Every signed-in request reads its session first: a pool of its own keeps that read from queueing behind queries.
  // Its writes (mostly the idle timeout's touch at the end of every signed-in request) commit without waiting for the
  // disk (synchronous_commit off, for this pool's connections only): a crash could lose the last fraction of a second
  // of touches and sign-ins, never corrupt anything, and a vote no longer waits for a flush it does not need.
  // Its waits are bounded as the app's pool's are: a signed-in request meets a database that does not answer here
  // first, and answers 503 rather than hang.
  const sessionPool = new pg.Pool({
    connectionString: databaseUrl,
    max: 4,
    idleTimeoutMillis: 10_000,
    options: '-c synchronous_commit=off',
    ...boundedPoolOptions(config.databaseTimeouts),
  });
  // An idle connection ended by the server (a restart, a shutdown) is dropped by the pool; unheard, its error would
  // end the process.
  sessionPool.on('error', (error) => logger.warn(`Session store connection closed: ${error.message}`));
  let app: NestExpressApplication | null = null;
  let sessionStore: { close(): void | Promise<void> } | null = null;
  let metricsServer: MetricsServer | null = null;
  try {
    const rootModule = AppModule.forRoot({ config, databaseUrl, imports: options.imports });
    const appOptions: NestApplicationOptions = {
      // Nest's logger writes through pino from the first line, so that every line is JSON in production.
      logger: nestLoggerFor(logger),
      bodyParser: false,
    };
    app = options.buildApp
      ? await options.buildApp(rootModule, appOptions)
      : await NestFactory.create<NestExpressApplication>(rootModule, appOptions);
    await migrate(app.get(MikroORM));

    const express = app.getHttpAdapter().getInstance();
    express.disable('x-powered-by');
    // Pages are built per visitor (csrf value); hashing every body for an ETag costs more than it saves.
    express.set('etag', false);
    // Before everything, the anonymous fast path and built assets included: every request gets its id and its log
    // line, and is counted in the metrics.
    let requestsInFlight = () => 0;
    const metrics = config.metrics ? appMetrics(app, sessionPool, () => requestsInFlight()) : null;
    const fastPath = app.get(AnonymousFastPathService);
    const observer = requestObserver({
      logger,
      durations: metrics?.requestDurations ?? null,
      trustRequestId: config.trustProxy,
      fastPath: (path) => fastPath.serves(path),
    });
    requestsInFlight = observer.inFlight;
    app.use(observer.middleware);
    // First, so that every answer carries them (built assets and errors included).
    app.use(securityHeaders(config));
    if (queryCountEnabled()) {
      installQueryCounter();
      app.use(queryCountMiddleware);
    }
    if (config.trustProxy) app.set('trust proxy', 1);
    const proxyWarning = untrustedProxyWarning(config, (message) => logger.warn(message));
    if (proxyWarning) app.use(proxyWarning);
    // Built assets first, ahead of cookies and sessions (a signed-in visitor's asset costs no session read): the
    // Brotli or gzip copy written at build time when the browser takes it, cached for a year when hashed.
    app.use(
      '/build',
      expressStaticGzip(config.buildDir, {
        enableBrotli: true,
        orderPreference: ['br', 'gzip'],
        index: false,
        serveStatic: {
          index: false,
          setHeaders: (res, path) => {
            res.setHeader(
              'Cache-Control',
              /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
            );
            // The judges' service worker lives with the build (served compressed too) but serves the judges' pages.
            if (/judges-sw\.js(\.br|\.gz)?$/.test(path)) res.setHeader('Service-Worker-Allowed', '/judges/');
          },
        },
      }),
    );
    // Pages and JSON answers compressed on the fly above 1 KB (Brotli at quality 4, or gzip), as the browser accepts.
    app.use(compression({ threshold: 1024 }));
    app.use(cookieParser());
    // Public pages every anonymous visitor gets alike (the landing page) are answered here, ahead of the body parsers,
    // sessions and Nest's routing: a visitor without a session cookie needs none of them (docs/decisions.md).
    app.use(fastPath.middleware);
    // Past the fast path: what Nest's logger writes while a request is handled carries its id.
    app.use(requestLogContext);
    // Before the body parsers and sessions: the development provider reads its own bodies and keeps its own state.
    mountDevOidcProvider(app, config);
    app.useBodyParser('json', { limit: '1mb' });
    app.useBodyParser('urlencoded', { limit: '1mb', extended: false });
    // A body the parsers cannot read: 400 (413 when too large) with a message of ours, never the parser's.
    app.use((error: unknown, req: Request, res: Response, next: NextFunction) => {
      const parserError = error as { type?: unknown; status?: unknown } | null;
      if (typeof parserError?.type !== 'string') return next(error);
      const status = parserError.status === 413 ? 413 : 400;
      res.status(status).json({
        message:
          status === 413 ? 'The request is too large.' : 'The request could not be read. Please try again.',
      });
    });
    const SessionStore = sessionStoreClass(session);
    const store = new SessionStore({
      pool: preparingPool(sessionPool),
      tableName: 'sessions',
      createTableIfMissing: false,
      ttl: SESSION_IDLE_SECONDS,
      pruneSessionInterval: 15 * 60,
    });
    sessionStore = store;
    const sessions = session({
      name: SESSION_COOKIE,
      secret: config.appKey,
      store,
      // Anonymous visits write nothing: a session row appears only when someone signs in or a flash is set.
      saveUninitialized: false,
      resave: false,
      cookie: { httpOnly: true, sameSite: 'lax', secure: config.env === 'production', maxAge: undefined },
    });
    app.use((req: Request, res: Response, next: NextFunction) => {
      // A page visit without a session cookie has no session to read; skipping the store keeps anonymous visits
      // cheap. Writes always get one (sign-in creates it), and so do visits that start a sign-in handshake.
      const isRead = req.method === 'GET' || req.method === 'HEAD';
      if (
        isRead &&
        !hasSessionCookie(req) &&
        !SESSION_ON_FIRST_VISIT.some((prefix) => req.path.startsWith(prefix))
      )
        return next();
      return sessions(req, res, next);
    });
    const errors = new AllExceptionsFilter(app.get(InertiaService), app.get(DatabaseStatus));
    // A session the store could not read because the database does not answer: the same 503 as any other request.
    app.use((error: unknown, req: Request, res: Response, next: NextFunction) => {
      if (!isDatabaseUnavailable(error)) return next(error);
      errors.answer(error, req, res).catch(next);
    });
    // Single sign-on keeps its handshake in a sealed cookie, not in a session row (see sso-handshake-cookie.ts).
    const handshakes = ssoHandshakeCookie({ appKey: config.appKey, secure: config.env === 'production' });
    app.use('/login', handshakes);
    app.use(noStoreWhenSignedIn);
    // inertia-node at the root (it reads req.url): a stale client gets 409 with X-Inertia-Location, every request its
    // page renderer.
    app.use(app.get(InertiaService).middleware);
    app.useGlobalPipes(createValidationPipe());
    app.useGlobalFilters(errors);
    await app.init();
    limitRequestTime(app.getHttpServer() as Server, config.requestTimeouts);
    if (metrics && config.metrics) metricsServer = await startMetricsServer(metrics, config.metrics, logger);

    const nest = app;
    const metricsEndpoint = metricsServer;
    return {
      app: nest,
      config,
      em: app.get(EntityManager),
      databaseUrl,
      logger,
      metricsUrl: metricsEndpoint?.url ?? null,
      async close() {
        await metricsEndpoint?.close();
        await nest.close();
        // The store's prune timer outlives the app otherwise, and would query the ended pool minutes later.
        await sessionStore?.close();
        await sessionPool.end();
        await embedded?.stop();
      },
    };
  } catch (error) {
    await metricsServer?.close().catch(() => undefined);
    await app?.close().catch(() => undefined);
    await Promise.resolve(sessionStore?.close()).catch(() => undefined);
    await sessionPool.end().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    throw error;
  }
}
