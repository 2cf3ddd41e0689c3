// Makes an empty PostgreSQL database for one end-to-end server, dropping one left by an earlier
// run: node e2e/fresh-database.mjs <database url>. The server then migrates it and loads the demo.
import process from 'node:process';
import { URL } from 'node:url';
import pg from 'pg';

const target = new URL(process.argv[2] ?? '');
const name = target.pathname.slice(1);
if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`Not a test database name: ${name}`);
const server = new URL(target);
server.pathname = '/postgres';
const client = new pg.Client({ connectionString: server.toString() });
await client.connect();
try {
  await client.query(`drop database if exists "${name}" with (force)`);
  await client.query(`create database "${name}"`);
} finally {
  await client.end();
}
