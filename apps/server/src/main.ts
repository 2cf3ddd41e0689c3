import { fileURLToPath } from 'node:url';
import { DemoSignIns, isDemoNeeded, openDatabase, seedDemo } from '@hoa/db';
import { buildApp } from './app';
import { postDemoCharges } from './demo/post-demo-charges';
import { postDemoPayables } from './demo/post-demo-payables';
import { readConfig } from './config';
import { openFileStore } from './files/open-file-store';

const config = readConfig(process.env);
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
const demo = (await isDemoNeeded(database)) ? await loadDemo() : null;
const webRoot = config.webRoot ?? fileURLToPath(new URL('../../web/dist', import.meta.url));
const fileStore = openFileStore(config.files);
const app = await buildApp({ database, webRoot, logger: false, fileStore });
if (demo) {
  await postDemoCharges(app, database, demo.companyId);
  await postDemoPayables(app, database, demo.companyId);
}
await app.listen({ port: config.port, host: config.host });

const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
console.log(
  `\nCommunity association back office on http://localhost:${config.port}  (database: ${where})`,
);
console.log(`API docs: http://localhost:${config.port}/api/docs`);
console.log('Sign in with one of the demo users:');
for (const s of DemoSignIns)
  console.log(`  ${s.userName.padEnd(11)} password ${s.password}   ${s.description}`);

async function loadDemo(): Promise<{ companyId: number }> {
  console.log('Empty database: loading the demo company…');
  return seedDemo(database);
}

async function shutdown(): Promise<void> {
  await app.close();
  await database.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());
