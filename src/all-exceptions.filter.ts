import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  Injectable,
  Logger,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { InertiaService } from './inertia/inertia.service.js';
import { SIGN_IN_PAGES, SignInRequiredException } from './auth/audience.guard.js';
import { DatabaseStatus } from './database/database-status.js';
import { noteRequestError, requestIdOf } from './observability/request-observer.js';
import { RetryLaterException } from './common/http-errors.js';
import { noteAnsweredMessage } from './common/answered-message.js';
import { CALL_MESSAGES } from '@shared/messages.js';

const GENERIC_MESSAGE = CALL_MESSAGES.generic;
const NOT_FOUND_MESSAGE = CALL_MESSAGES.notFound;
/** When a person may try again after the database did not answer: the recheck finds it back within a second. */
const RETRY_AFTER_SECONDS = '5';
/** Nest's own answer to an address no route matches ("Cannot GET /x"): framework text, never shown to people. */
const UNKNOWN_ROUTE = /^Cannot [A-Z]+ \//;

const PAGE_TITLES: Record<number, string> = {
  400: 'Bad request',
  403: 'Not allowed',
  404: 'Page not found',
  409: 'Not possible right now',
  413: 'File too large',
  419: 'Page expired',
  422: 'Check the form',
  429: 'Too many requests',
  500: 'Something went wrong',
  503: 'Service unavailable',
};

/** A page visit gets a page (or a redirect to sign in); a script call gets JSON { message, errors? }. */
export function wantsJson(req: Request): boolean {
  if (req.get('X-Inertia')) return false;
  if (req.method !== 'GET' && req.method !== 'HEAD') return true;
  return (
    req.get('X-Requested-With') === 'XMLHttpRequest' || (req.get('Accept') ?? '').includes('application/json')
  );
}

/**
 * The one place that turns errors into answers. Unknown errors are logged and never shown. It stands beside the app's
 * factory, above the modules, because it reads several of them (auth's sign-in pages, the database's state, the page
 * renderer, the request log).
 */
@Catch()
@Injectable()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  constructor(
    private readonly inertia: InertiaService,
    private readonly database: DatabaseStatus,
  ) {}

  catch(exception: unknown, host: ArgumentsHost): Promise<void> {
    return this.answer(
      exception,
      host.switchToHttp().getRequest<Request>(),
      host.switchToHttp().getResponse<Response>(),
    );
  }

  /** Answers `exception`; also called by Express for an error raised ahead of Nest (a session the store failed to read). */
  async answer(exception: unknown, req: Request, res: Response): Promise<void> {
    if (res.headersSent) return;

    if (exception instanceof SignInRequiredException && !wantsJson(req)) {
      const target = SIGN_IN_PAGES[exception.audience];
      if (req.get('X-Inertia')) {
        res.status(409).setHeader('X-Inertia-Location', target);
        res.end();
      } else {
        res.redirect(302, target);
      }
      return;
    }

    const unavailable = this.database.failed(exception);
    if (unavailable) {
      res.setHeader('Retry-After', RETRY_AFTER_SECONDS);
      // Neither saved nor touched at the end: that would hold the answer until the database answers. And the error
      // page is built without reading who is signed in.
      (req as { session?: unknown }).session = undefined;
    }
    if (exception instanceof RetryLaterException) {
      res.setHeader('Retry-After', String(exception.retryAfterSeconds));
    }
    const { status, body } = unavailable
      ? { status: 503, body: { message: CALL_MESSAGES.unavailable } }
      : this.describe(exception);
    // The database's absence is logged once, when it starts (DatabaseStatus), not once per request; a refusal that
    // says when to come back (a full image queue) is a decision, logged by whoever made it. Anything else goes with
    // its stack on the request's own log line; the route pattern, never the path (it may hold a sign-in link's secret).
    noteAnsweredMessage(res, body.message);
    const unexpected = status >= 500 && !unavailable && !(exception instanceof RetryLaterException);
    if (unexpected && !noteRequestError(res, exception)) {
      const route = (req.route as { path?: string } | undefined)?.path ?? '(no route)';
      this.logger.error(
        `${req.method} ${route}`,
        exception instanceof Error ? exception.stack : String(exception),
      );
    }
    if (wantsJson(req)) {
      res.status(status).json(body);
      return;
    }
    try {
      await this.inertia.render(
        req,
        res,
        'errors/error',
        {
          status,
          title: PAGE_TITLES[status] ?? PAGE_TITLES[500],
          message: body.message,
          // What a person quotes to support, to find this request's log line.
          ...(status >= 500 ? { requestId: requestIdOf(res) || null } : {}),
        },
        status,
      );
    } catch (renderError) {
      this.logger.error(
        'Could not render the error page',
        renderError instanceof Error ? renderError.stack : String(renderError),
      );
      if (!res.headersSent) res.status(status).type('text').send(body.message);
    }
  }

  private describe(exception: unknown): {
    status: number;
    body: { message: string; errors?: Record<string, string[]>; data?: unknown };
  } {
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const response = exception.getResponse();
      if (typeof response === 'object' && response !== null) {
        const { message, errors, data } = response as {
          message?: unknown;
          errors?: Record<string, string[]>;
          data?: unknown;
        };
        const text =
          typeof message === 'string' && !(status === 404 && UNKNOWN_ROUTE.test(message))
            ? message
            : status === 404
              ? NOT_FOUND_MESSAGE
              : GENERIC_MESSAGE;
        // `data` only from our own exceptions that carry it (StaleVersionException): the stored version.
        return {
          status,
          body: { message: text, ...(errors && { errors }), ...(data !== undefined && { data }) },
        };
      }
      return { status, body: { message: typeof response === 'string' ? response : GENERIC_MESSAGE } };
    }
    return { status: 500, body: { message: GENERIC_MESSAGE } };
  }
}
