import { fileURLToPath } from 'node:url';
import { DemoOwnerSignIns, DemoRegistrationCode, openDatabase } from '@hoa/db';
import { buildApp } from './app';
import { bootstrapDatabase, demoSignInsOf } from './bootstrap';
import { postDemoCharges } from './demo/post-demo-charges';
import { postDemoPayables } from './demo/post-demo-payables';
import { readConfig } from './config';
import { useMicrFont } from './modules/ap-checks/index';
import { openFileStore } from './files/open-file-store';
import { DropFolderPrintVendor } from './print/drop-folder-print-vendor';
import { installJobSchema } from './jobs/job-schema';
import { startJobs } from './jobs/start-jobs';
import { serverLogger } from './http/logging';

const config = readConfig(process.env);
if (config.micrFont) useMicrFont(config.micrFont);
const database = await openDatabase({
  url: config.databaseUrl,
  migrationUrl: config.migrationDatabaseUrl,
  ownerSetup: installJobSchema,
  statementTimeoutMs: config.statementTimeoutMs,
  dataDir: config.dataDir,
  replicaUrl: config.replicaUrl,
});
const fileStore = openFileStore(config.files);
const printVendor = new DropFolderPrintVendor(config.printDropDir);
const startJobsHere = () =>
  startJobs(database, {
    databaseUrl: config.databaseUrl,
    mail: config.mail,
    files: fileStore,
    printVendor,
  });

// PROCESS_ROLE=worker: the background jobs only, no HTTP (the API processes bootstrap the database).
if (config.role === 'worker') {
  const jobs = config.jobs ? await startJobsHere() : null;
  console.log(
    `Worker process (PROCESS_ROLE=worker): background jobs ${jobs ? 'on' : 'off (JOBS=off)'}; ` +
      `mail: ${config.mail ? 'SMTP' : 'kept in the outbox (no SMTP_URL)'}`,
  );
  const stopWorker = async () => {
    await jobs?.stop();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stopWorker());
  process.once('SIGTERM', () => void stopWorker());
} else {
  await serveApi();
}

async function serveApi(): Promise<void> {
  const bootstrap = await bootstrapDatabase(database, config);
  const demoSignIns = await demoSignInsOf(database, config, bootstrap);
  const webRoot = config.webRoot ?? fileURLToPath(new URL('../../web/dist', import.meta.url));
  const app = await buildApp({
    database,
    webRoot,
    logger: { ...serverLogger, level: config.logLevel },
    fileStore,
    printVendor,
    // An API process queues user requests for a worker process (PROCESS_ROLE=api) or its own jobs.
    backgroundJobs: config.jobs || config.role === 'api',
    trustProxy: config.trustProxy,
    demoSignIns,
  });
  if (bootstrap.kind === 'demo') {
    // The demo's postings go through the API: their request lines would bury the start-up lines.
    const level = app.log.level;
    app.log.level = 'warn';
    try {
      await postDemoCharges(app, database, bootstrap.companyId);
      await postDemoPayables(app, database, bootstrap.companyId);
    } finally {
      app.log.level = level;
    }
  }
  await app.listen({ port: config.port, host: config.host });
  const jobs = config.jobs ? await startJobsHere() : null;

  // What a newcomer needs, printed last, after the server listens: where it is and how to sign in.
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  console.log(
    `\nCommunity association back office on http://localhost:${config.port}  (database: ${where})`,
  );
  console.log(
    `API docs (after sign-in unless API_DOCS_PUBLIC=1): http://localhost:${config.port}/api/docs`,
  );
  const jobsOff =
    config.role === 'api' ? 'in the worker process (PROCESS_ROLE=api)' : 'off (JOBS=off)';
  console.log(
    `Background jobs: ${jobs ? 'on' : jobsOff}; mail: ${config.mail ? 'SMTP' : 'kept in the outbox (no SMTP_URL)'}`,
  );
  if (config.replicaUrl) console.log('Reports read from the replica (DATABASE_REPLICA_URL).');
  if (demoSignIns.length > 0) {
    console.log('Sign in with one of the demo users:');
    for (const s of demoSignIns)
      console.log(`  ${s.userName.padEnd(11)} password ${s.password}   ${s.description}`);
    console.log(`Owner portal on http://localhost:${config.port}/portal/ — sign in as an owner:`);
    for (const s of DemoOwnerSignIns)
      console.log(`  ${s.email}  password ${s.password}   ${s.description}`);
    console.log(
      `  or register a third owner with the code ${DemoRegistrationCode} and the account number of their home (Owner portal, Owner access).`,
    );
  } else if (bootstrap.kind === 'administrator') {
    console.log(`Empty database: created the administrator ${bootstrap.userName}.`);
    if (bootstrap.generatedPassword)
      console.log(
        `Its password, shown this once (change it after signing in): ${bootstrap.generatedPassword}`,
      );
  }

  async function shutdown(): Promise<void> {
    await jobs?.stop();
    await app.close();
    await database.close();
    process.exit(0);
  }
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
}
