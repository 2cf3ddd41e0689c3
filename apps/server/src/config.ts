import path from 'node:path';
import { DefaultStatementTimeoutMs } from '@hoa/db';
import { readFileStoreConfig, type FileStoreConfig } from './files/open-file-store';
import { readMailConfig, type MailConfig } from './modules/mail/index';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** DATABASE_URL: the app's and pg-boss's login (without it, the embedded PGlite). */
  databaseUrl: string | undefined;
  /**
   * MIGRATION_DATABASE_URL: the owner's login, used only at startup to migrate and to grant the
   * login of DATABASE_URL what the app needs; without it DATABASE_URL migrates as well.
   */
  migrationDatabaseUrl: string | undefined;
  /**
   * DATABASE_REPLICA_URL: a streaming read replica of DATABASE_URL's server, where the reports and
   * the GL history read (read-only transactions); needs DATABASE_URL.
   */
  replicaUrl: string | undefined;
  /**
   * PROCESS_ROLE: what this process does. `all` (the default): the API and the background jobs;
   * `api`: the API only, user requests queued for a worker; `worker`: the jobs only, no HTTP.
   */
  role: ProcessRole;
  /** STATEMENT_TIMEOUT_MS: PostgreSQL's statement_timeout for the app (reports get 300 s). */
  statementTimeoutMs: number;
  /** The built web app; WEB_ROOT overrides apps/web/dist. */
  webRoot: string | undefined;
  /** Attachments: local disk under <dataDir>/files, or S3-compatible when S3_* are all set. */
  files: FileStoreConfig;
  /**
   * Background jobs run in this process (PROCESS_ROLE all or worker); JOBS=off turns them off
   * (and, in an `all` process, runs user requests at once instead of queuing them).
   */
  jobs: boolean;
  /** SMTP_URL and MAIL_FROM: outbox mail is sent by SMTP; without them it stays in the outbox. */
  mail: MailConfig | null;
  /** PRINT_DROP_DIR: the print vendor's drop folder for message batches' print orders. */
  printDropDir: string;
  /** MICR_FONT: an E-13B TrueType font for the checks' MICR line; without it, Helvetica. */
  micrFont: string | undefined;
  /**
   * The demo company on an empty database: DEMO=1 always, DEMO=0 never, else only on the embedded
   * default (no DATABASE_URL). Without it an empty database gets one administrator.
   */
  demo: boolean;
  /** The first administrator of a database made for real use: ADMIN_USER, ADMIN_PASSWORD. */
  admin: { userName: string; password: string | undefined };
  /** TRUST_PROXY: true, or the proxies' addresses, when a reverse proxy sets X-Forwarded-For. */
  trustProxy: boolean | string;
  /** LOG_LEVEL: the least level the log writes (info, one line per request, by default). */
  logLevel: LogLevel;
  /**
   * PUBLIC_URL: where people outside the app reach it (the committee voting links in mail), no
   * trailing slash; http://localhost:<PORT> by default.
   */
  publicUrl: string;
}

export const ProcessRoles = ['all', 'api', 'worker'] as const;
export type ProcessRole = (typeof ProcessRoles)[number];

function readProcessRole(value: string | undefined): ProcessRole {
  const role = value?.trim().toLowerCase() || 'all';
  const known = ProcessRoles.find((r) => r === role);
  if (!known)
    throw new Error(`Bad PROCESS_ROLE: ${value ?? ''} (one of ${ProcessRoles.join(', ')})`);
  return known;
}

export const LogLevels = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;
export type LogLevel = (typeof LogLevels)[number];

function readLogLevel(value: string | undefined): LogLevel {
  const level = value?.trim().toLowerCase() || 'info';
  const known = LogLevels.find((l) => l === level);
  if (!known) throw new Error(`Bad LOG_LEVEL: ${value ?? ''} (one of ${LogLevels.join(', ')})`);
  return known;
}

/** PUBLIC_URL without its trailing slash, else http://localhost:<PORT>. */
export function readPublicUrl(env: NodeJS.ProcessEnv): string {
  const url = env.PUBLIC_URL?.trim() || `http://localhost:${env.PORT ?? 3000}`;
  if (!/^https?:\/\/[^\s/]+(\/\S*)?$/.test(url)) throw new Error(`Bad PUBLIC_URL: ${url}`);
  return url.replace(/\/+$/, '');
}

export function readConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port <= 0 || port > 65535)
    throw new Error(`Bad PORT: ${env.PORT ?? ''}`);
  // npm runs workspace scripts in the workspace folder; paths are the user's, from where they typed.
  const base = env.INIT_CWD ?? process.cwd();
  const dataDir = path.resolve(base, env.DATA_DIR ?? 'data');
  const statementTimeoutMs = Number(env.STATEMENT_TIMEOUT_MS ?? DefaultStatementTimeoutMs);
  if (!Number.isInteger(statementTimeoutMs) || statementTimeoutMs <= 0)
    throw new Error(`Bad STATEMENT_TIMEOUT_MS: ${env.STATEMENT_TIMEOUT_MS ?? ''}`);
  const migrationDatabaseUrl = env.MIGRATION_DATABASE_URL || undefined;
  if (migrationDatabaseUrl && !env.DATABASE_URL)
    throw new Error('MIGRATION_DATABASE_URL needs DATABASE_URL (the login of the app).');
  const replicaUrl = env.DATABASE_REPLICA_URL || undefined;
  if (replicaUrl && !env.DATABASE_URL)
    throw new Error(
      'DATABASE_REPLICA_URL needs DATABASE_URL: the embedded database (PGlite) has no read replica.',
    );
  const role = readProcessRole(env.PROCESS_ROLE);
  if (role !== 'all' && !env.DATABASE_URL)
    throw new Error(
      `PROCESS_ROLE=${role} needs DATABASE_URL: the embedded database (PGlite) serves one process.`,
    );
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    migrationDatabaseUrl,
    replicaUrl,
    role,
    statementTimeoutMs,
    webRoot: env.WEB_ROOT ? path.resolve(base, env.WEB_ROOT) : undefined,
    files: readFileStoreConfig(env, dataDir),
    jobs: role !== 'api' && env.JOBS?.trim().toLowerCase() !== 'off',
    mail: readMailConfig(env),
    micrFont: env.MICR_FONT ? path.resolve(base, env.MICR_FONT) : undefined,
    printDropDir: path.resolve(base, env.PRINT_DROP_DIR ?? path.join(dataDir, 'print-orders')),
    demo: env.DEMO === '1' || (env.DEMO !== '0' && !env.DATABASE_URL),
    admin: {
      userName: env.ADMIN_USER?.trim() || 'admin',
      password: env.ADMIN_PASSWORD || undefined,
    },
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    logLevel: readLogLevel(env.LOG_LEVEL),
    publicUrl: readPublicUrl(env),
  };
}

function readTrustProxy(value: string | undefined): boolean | string {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '' || trimmed.toLowerCase() === 'false') return false;
  return trimmed.toLowerCase() === 'true' ? true : trimmed;
}
