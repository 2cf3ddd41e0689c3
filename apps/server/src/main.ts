import { fileURLToPath } from 'node:url';
import { DemoSignIns, isDemoNeeded, openDatabase, seedDemo } from '@hoa/db';
import { buildApp } from './app';
import { postDemoCharges } from './demo/post-demo-charges';
import { postDemoPayables } from './demo/post-demo-payables';
import { readConfig } from './config';
import { useMicrFont } from './modules/ap-checks/index';
import { openFileStore } from './files/open-file-store';
import { startJobs } from './jobs/start-jobs';
import { serverLogger } from './http/logging';

const config = readConfig(process.env);
if (config.micrFont) useMicrFont(config.micrFont);
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
const demo = (await isDemoNeeded(database)) ? await loadDemo() : null;
const webRoot = config.webRoot ?? fileURLToPath(new URL('../../web/dist', import.meta.url));
const fileStore = openFileStore(config.files);
const app = await buildApp({
  database,
  webRoot,
  logger: serverLogger,
  fileStore,
  backgroundJobs: config.jobs,
});
if (demo) {
  await postDemoCharges(app, database, demo.companyId);
  await postDemoPayables(app, database, demo.companyId);
}
await app.listen({ port: config.port, host: config.host });
const jobs = config.jobs
  ? await startJobs(database, {
      databaseUrl: config.databaseUrl,
      mail: config.mail,
      files: fileStore,
    })
  : null;

const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
console.log(
  `\nCommunity association back office on http://localhost:${config.port}  (database: ${where})`,
);
console.log(`API docs: http://localhost:${config.port}/api/docs`);
console.log(
  `Background jobs: ${jobs ? 'on' : 'off (JOBS=off)'}; mail: ${config.mail ? 'SMTP' : 'kept in the outbox (no SMTP_URL)'}`,
);
console.log('Sign in with one of the demo users:');
for (const s of DemoSignIns)
  console.log(`  ${s.userName.padEnd(11)} password ${s.password}   ${s.description}`);

async function loadDemo(): Promise<{ companyId: number }> {
  console.log('Empty database: loading the demo company…');
  return seedDemo(database);
}

async function shutdown(): Promise<void> {
  await jobs?.stop();
  await app.close();
  await database.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());
