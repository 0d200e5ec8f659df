import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';

/** Everything the app reads from the environment, read once and typed. */
export interface AppConfig {
  env: 'production' | 'development' | 'test';
  port: number;
  appName: string;
  appUrl: string;
  /** Set: that PostgreSQL server. Unset: the embedded PostgreSQL server kept in dataDir. */
  databaseUrl: string | null;
  /** Connections the app's pool may hold on the database server (the session store has a few more of its own). */
  databasePoolMax: number;
  /** How long a web request's database work may wait: for a pooled connection, and for one statement. */
  databaseTimeouts: DatabaseTimeouts;
  dataDir: string;
  storageDir: string;
  /** Signs cookies, CSRF values and mailed links. */
  appKey: string;
  smtpUrl: string | null;
  mailFrom: string;
  uploadMaxBytes: number;
  /** Images one process decodes at once, and uploads that may wait for a turn before 503 (ImageProcessingQueue). */
  imageQueue: { concurrency: number; length: number };
  /** Uploads one signed-in person may send within `windowMs`, counted across every copy of the app, before 429. */
  uploadRateLimit: { limit: number; windowMs: number };
  /** How long a request's body may take to arrive: an ordinary call, and a form with files. */
  requestTimeouts: RequestTimeouts;
  companyEmailDomains: string[];
  oidc: { issuer: string; clientId: string; clientSecret: string } | null;
  /** Off in tests that want to drive the outbox by hand. */
  mailWorker: boolean;
  /** The deadlines job's timer; off in tests, which move a set clock and run the job by hand. */
  deadlinesJob: boolean;
  /** Nightly backups into `dir` (null: none), keeping the newest `keep` archives (docs/decisions.md, "Backups"). */
  backup: { dir: string | null; keep: number };
  /** Where the built client lives (public/build), relative to the project root. */
  buildDir: string;
  /** Vite dev server origin when `npm run dev` runs; pages then load modules from it. */
  viteDevServer: string | null;
  trustProxy: boolean;
  /** The log's threshold (LOG_LEVEL): pino's level names, `silent` for none. */
  logLevel: LogLevelName;
  /** The Prometheus endpoint (METRICS_PORT, METRICS_HOST): a loopback port of its own; null: no metrics at all. */
  metrics: { host: string; port: number } | null;
  /** Where uploaded images are kept: the local storage folder, or an S3-compatible bucket shared by every app copy. */
  fileStore: { driver: 'local' } | ({ driver: 's3' } & S3Settings);
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevelName = (typeof LOG_LEVELS)[number];

/** The default port of Prometheus' Node.js exporters, on loopback only. */
export const DEFAULT_METRICS_PORT = 9464;

export interface DatabaseTimeouts {
  /** The server's `statement_timeout` on the app's connections; a known long statement raises it for its transaction. */
  statementMs: number;
  /** How long a query waits for a pooled connection, or for a new one to open. */
  acquireMs: number;
}

export interface RequestTimeouts {
  bodyMs: number;
  uploadMs: number;
}

export interface S3Settings {
  /** Null: AWS itself. Set: another S3-compatible service (MinIO, Ceph, a test server), addressed by path. */
  endpoint: string | null;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

function fileStoreOf(env: NodeJS.ProcessEnv): AppConfig['fileStore'] {
  const driver = env.STORAGE_DRIVER ?? (env.S3_BUCKET ? 's3' : 'local');
  if (driver === 'local') return { driver };
  if (driver !== 's3') throw new Error(`STORAGE_DRIVER must be "local" or "s3", got "${driver}"`);
  const missing = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((name) => !env[name]);
  if (missing.length > 0) throw new Error(`STORAGE_DRIVER=s3 needs ${missing.join(', ')}`);
  return {
    driver,
    endpoint: env.S3_ENDPOINT || null,
    bucket: env.S3_BUCKET!,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
  };
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);
}

/** A whole number of at least `min` (a count: images at once, uploads waiting). */
function wholeNumber(name: string, value: string | undefined, fallback: number, min: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min)
    throw new Error(`${name} must be a whole number of at least ${min}, got "${value}"`);
  return parsed;
}

function positiveNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0)
    throw new Error(`${name} must be a positive number, got "${value}"`);
  return parsed;
}

function logLevelOf(value: string | undefined): LogLevelName {
  if (value === undefined || value === '') return 'info';
  const level = LOG_LEVELS.find((name) => name === value.trim().toLowerCase());
  if (!level) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${value}"`);
  return level;
}

/** METRICS_PORT unset: the default port; `0` or `off`: no metrics endpoint. */
function metricsOf(env: NodeJS.ProcessEnv): AppConfig['metrics'] {
  const value = env.METRICS_PORT?.trim();
  if (value === '0' || value?.toLowerCase() === 'off') return null;
  const port = value ? Number(value) : DEFAULT_METRICS_PORT;
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`METRICS_PORT must be a port number, 0 or off, got "${value}"`);
  return { host: env.METRICS_HOST || '127.0.0.1', port };
}

/** A production key needs length and variety: 32 × `x` is long but guessable. */
export const APP_KEY_MIN_LENGTH = 32;
export const APP_KEY_MIN_DISTINCT = 16;
const GENERATE_KEY = 'generate one with `openssl rand -base64 48`';

function checkAppKeyStrength(appKey: string): void {
  if (appKey.length < APP_KEY_MIN_LENGTH) {
    throw new Error(
      `APP_KEY must be set to a random value of at least ${APP_KEY_MIN_LENGTH} characters in production: ${GENERATE_KEY}`,
    );
  }
  if (new Set(appKey).size < APP_KEY_MIN_DISTINCT) {
    throw new Error(
      `APP_KEY is too simple (fewer than ${APP_KEY_MIN_DISTINCT} different characters): ${GENERATE_KEY}`,
    );
  }
}

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<AppConfig> = {},
): AppConfig {
  const mode =
    env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const port = positiveNumber('PORT', env.PORT, 3000);
  const appKey = env.APP_KEY ?? (mode === 'production' ? '' : 'development-key-not-for-production-use-0001');
  if (mode === 'production') checkAppKeyStrength(appKey);
  const oidc =
    env.OIDC_ISSUER && env.OIDC_CLIENT_ID
      ? { issuer: env.OIDC_ISSUER, clientId: env.OIDC_CLIENT_ID, clientSecret: env.OIDC_CLIENT_SECRET ?? '' }
      : null;
  const config: AppConfig = {
    env: mode,
    port,
    appName: env.APP_NAME ?? 'Culinary Recipe Contest',
    appUrl: (env.APP_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    databaseUrl: env.DATABASE_URL || null,
    // Enough for two cores' worth of requests waiting on the database; a server's default allows 100 connections.
    databasePoolMax: Math.round(positiveNumber('DATABASE_POOL_MAX', env.DATABASE_POOL_MAX, 10)),
    // A database that does not answer within these makes a signed-in page or a write answer 503 (docs/deployment.md).
    databaseTimeouts: {
      statementMs: Math.round(
        positiveNumber('DATABASE_STATEMENT_TIMEOUT_MS', env.DATABASE_STATEMENT_TIMEOUT_MS, 5000),
      ),
      acquireMs: Math.round(
        positiveNumber('DATABASE_ACQUIRE_TIMEOUT_MS', env.DATABASE_ACQUIRE_TIMEOUT_MS, 5000),
      ),
    },
    dataDir: resolve(env.DATA_DIR ?? './storage/data'),
    storageDir: resolve(env.STORAGE_DIR ?? './storage/files'),
    appKey: appKey || randomBytes(32).toString('hex'),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'Recipe Contest <no-reply@recipe-contest.local>',
    // The page's "up to 10Mb" is a hint only (specification §5, §9); this is a safety ceiling well above it.
    uploadMaxBytes: Math.round(positiveNumber('UPLOAD_MAX_MB', env.UPLOAD_MAX_MB, 40) * 1024 * 1024),
    // One image at a time leaves the second core to the requests and the database; eight waiting is about ten
    // seconds of the largest photos (docs/decisions.md, "Uploads").
    imageQueue: {
      concurrency: wholeNumber('IMAGE_CONCURRENCY', env.IMAGE_CONCURRENCY, 1, 1),
      length: wholeNumber('IMAGE_QUEUE_LENGTH', env.IMAGE_QUEUE_LENGTH, 8, 0),
    },
    uploadRateLimit: {
      limit: wholeNumber('UPLOADS_PER_PERSON', env.UPLOADS_PER_PERSON, 20, 1),
      windowMs: 10 * 60_000,
    },
    // A phone on a slow connection sends a 10 MB photo in a minute or two; nothing else needs half a minute.
    requestTimeouts: {
      bodyMs: Math.round(positiveNumber('REQUEST_TIMEOUT_S', env.REQUEST_TIMEOUT_S, 30) * 1000),
      uploadMs: Math.round(positiveNumber('UPLOAD_TIMEOUT_S', env.UPLOAD_TIMEOUT_S, 600) * 1000),
    },
    companyEmailDomains: list(env.COMPANY_EMAIL_DOMAINS ?? 'sodexo.com'),
    oidc,
    mailWorker: env.MAIL_WORKER !== 'off',
    deadlinesJob: env.DEADLINES_JOB !== 'off',
    backup: {
      dir: env.BACKUP_DIR ? resolve(env.BACKUP_DIR) : null,
      keep: wholeNumber('BACKUP_KEEP', env.BACKUP_KEEP, 7, 1),
    },
    buildDir: resolve(env.BUILD_DIR ?? './public/build'),
    viteDevServer: env.VITE_DEV_SERVER || null,
    trustProxy: env.TRUST_PROXY === 'true',
    logLevel: logLevelOf(env.LOG_LEVEL),
    metrics: metricsOf(env),
    fileStore: fileStoreOf(env),
  };
  return { ...config, ...overrides };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
