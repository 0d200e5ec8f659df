import { createRequire } from 'node:module';
import type { LogLevel as NestLogLevel } from '@nestjs/common';
import { Logger as NestPinoLogger, PinoLogger, type Params } from 'nestjs-pino';
import pino from 'pino';
import type { AppConfig, LogLevelName } from '../config/app-config.js';

export type AppLogger = pino.Logger;

/**
 * Keys never written whole, whoever logs them: the request line picks its fields one by one, so this is the net
 * under the other calls (an object logged as it is). Top-level keys and fixed paths only: pino checks those per key,
 * where a wildcard would cost every line.
 */
const REDACTED = [
  'password',
  'newPassword',
  'password_confirmation',
  'csrf',
  '_token',
  'token',
  'cookie',
  'cookies',
  'authorization',
  'body',
  'html',
  'headers.cookie',
  'headers.authorization',
  'headers["x-csrf-token"]',
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-csrf-token"]',
  'req.body',
  'req.cookies',
];

/**
 * An error as the log keeps it: its kind, message, code and stack, not its other properties (a database error
 * carries the statement's parameters).
 */
export function serializeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error) };
  const code = (error as { code?: unknown }).code;
  return {
    type: error.constructor?.name ?? error.name,
    message: error.message,
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    stack: error.stack,
  };
}

/** Nest's levels (`createApp({ logger })`) as pino's threshold: the lowest level they name. */
export function levelOfNest(levels: false | NestLogLevel[] | undefined): LogLevelName | null {
  if (levels === undefined) return null;
  if (levels === false || levels.length === 0) return 'silent';
  const order: Array<[NestLogLevel, LogLevelName]> = [
    ['verbose', 'trace'],
    ['debug', 'debug'],
    ['log', 'info'],
    ['warn', 'warn'],
    ['error', 'error'],
    ['fatal', 'fatal'],
  ];
  return order.find(([nest]) => levels.includes(nest))?.[1] ?? 'silent';
}

function prettyAvailable(): boolean {
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

let stdout: pino.DestinationStream | null = null;

/**
 * Standard output, shared by every app of the process, written asynchronously: a line is appended to a buffer that
 * pino's writer hands to the system while the app goes on, so a log collector that reads slowly never stalls the
 * requests (a synchronous write into a full pipe would). What is still buffered is written when the process exits.
 */
function standardOutput(): pino.DestinationStream {
  stdout ??= pino.destination({ dest: 1, sync: false });
  return stdout;
}

/**
 * The app's pino logger: JSON lines on standard output, or readable lines through pino-pretty in development
 * (a development dependency, so never in production). `destination` replaces standard output (tests).
 */
export function createAppLogger(
  config: Pick<AppConfig, 'env'>,
  level: LogLevelName,
  destination?: pino.DestinationStream,
): AppLogger {
  const options: pino.LoggerOptions = {
    level,
    redact: { paths: REDACTED, censor: '[redacted]' },
    serializers: { err: serializeError },
  };
  if (!destination && config.env === 'development' && prettyAvailable()) {
    return pino({
      ...options,
      transport: {
        target: 'pino-pretty',
        options: {
          translateTime: 'SYS:HH:MM:ss.l',
          // The message says these already; what is left (the request id, who) follows on the same line.
          ignore: 'pid,hostname,context,method,route,status,durationMs',
          singleLine: true,
          messageFormat:
            '{if context}[{context}] {end}{msg}{if route} {method} {route} {status} {durationMs} ms{end}',
        },
      },
    });
  }
  return pino(options, destination ?? standardOutput());
}

/** Nest's own start-up lines (a line per module and per route), which say nothing an operator needs: debug. */
const FRAMEWORK_CONTEXTS = new Set([
  'NestFactory',
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'NestApplication',
]);

/** Terminal colours, which some libraries put in their messages (MikroORM's migrator). */
// eslint-disable-next-line no-control-regex
const ANSI_COLOURS = /\u001b\[[0-9;]*m/g;

function plain(message: unknown): unknown {
  return typeof message === 'string' && message.includes('\u001b')
    ? message.replace(ANSI_COLOURS, '')
    : message;
}

/** nestjs-pino's Logger, with Nest's start-up lines moved down to debug and messages without terminal colours. */
class AppNestLogger extends NestPinoLogger {
  override log(message: unknown, ...optionalParams: unknown[]): void {
    const context = optionalParams[optionalParams.length - 1];
    if (typeof context === 'string' && FRAMEWORK_CONTEXTS.has(context)) {
      super.debug(plain(message), ...optionalParams);
      return;
    }
    super.log(plain(message), ...optionalParams);
  }

  override warn(message: unknown, ...optionalParams: unknown[]): void {
    super.warn(plain(message), ...optionalParams);
  }

  override error(message: unknown, ...optionalParams: unknown[]): void {
    super.error(plain(message), ...optionalParams);
  }
}

/** The PinoLogger behind the Nest logger, for `runWithLogFields`; null until an app logger is made. */
let contextLogger: PinoLogger | null = null;

/**
 * The logger Nest is given (`new Logger(...)` across the code goes through it), writing through `logger`.
 * nestjs-pino keeps one root logger per process: the first app's (tests start several apps in one process).
 */
export function nestLoggerFor(logger: AppLogger): NestPinoLogger {
  // wrapSerializers off: pino-http would otherwise give that root its standard serializers (the whole request with
  // its headers, errors with every property) in place of ours.
  const params: Params = { pinoHttp: { logger, autoLogging: false, wrapSerializers: false } };
  contextLogger = new PinoLogger(params);
  return new AppNestLogger(contextLogger, params);
}

/** Whether Nest's logger writes through pino (an app was made in this process), with its level threshold. */
export function appLoggerInstalled(): boolean {
  return contextLogger !== null;
}

/**
 * Runs `work` with `fields` bound to every line logged through Nest's logger meanwhile (a request's id, a job run's
 * id), across its awaits. Without an app logger (the command line, unit specs) it just runs `work`.
 */
export function runWithLogFields<T>(fields: Record<string, unknown>, work: () => T): T {
  return contextLogger ? contextLogger.runInContext(work, { bindings: fields }) : work();
}
