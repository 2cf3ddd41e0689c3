// A PostgreSQL primary and its streaming read replica from Debian's PostgreSQL binaries, in a temp
// folder on free local ports, for the scale-out bench (bench/scale-out.ts): initdb, pg_ctl,
// pg_basebackup -R. As root the binaries run as the postgres user (initdb refuses root).
import { execFile } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const bin = process.env.BENCH_PG_BIN ?? '/usr/lib/postgresql/15/bin';
const asRoot = userInfo().uid === 0;

export interface PgCluster {
  primaryUrl: string;
  replicaUrl: string;
  /** psql on the replica: one statement's first value. */
  onReplica(statement: string): Promise<string>;
  /** Stops both servers and deletes their folder. */
  stop(): Promise<void>;
}

/** A binary of the PostgreSQL installation, as the postgres user when this process is root. */
async function pg(tool: string, args: string[]): Promise<string> {
  const [file, all] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]]
    : [path.join(bin, tool), args];
  const { stdout } = await run(file, all, { maxBuffer: 1 << 20 });
  return stdout.trim();
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts a primary with database `hoa` and a replica streaming from it; resolves once both have it. */
export async function startPrimaryAndReplica(): Promise<PgCluster> {
  const root = mkdtempSync(path.join(tmpdir(), 'hoa-scale-'));
  if (asRoot) await run('chown', ['postgres:postgres', root]);
  const primary = path.join(root, 'primary');
  const replica = path.join(root, 'replica');
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const settings = (port: number) =>
    [
      `port = ${port}`,
      `listen_addresses = '127.0.0.1'`,
      `unix_socket_directories = '${root}'`,
      'max_connections = 100',
      'shared_buffers = 128MB',
      'wal_level = replica',
      'max_wal_senders = 4',
      'hot_standby = on',
      'hot_standby_feedback = on',
      'jit = off',
    ].join('\n') + '\n';
  const psql = (port: number, database: string, statement: string) =>
    pg('psql', [
      '-h',
      '127.0.0.1',
      '-p',
      String(port),
      '-U',
      'postgres',
      '-d',
      database,
      '-Atc',
      statement,
    ]);
  const stop = async () => {
    for (const dir of [replica, primary])
      await pg('pg_ctl', ['-D', dir, '-m', 'fast', '-w', 'stop']).catch(() => undefined);
    rmSync(root, { recursive: true, force: true });
  };
  try {
    await pg('initdb', [
      '-D',
      primary,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--no-sync',
    ]);
    appendFileSync(path.join(primary, 'postgresql.conf'), settings(primaryPort));
    await pg('pg_ctl', ['-D', primary, '-l', path.join(root, 'primary.log'), '-w', 'start']);
    await psql(primaryPort, 'postgres', 'create database hoa');
    await pg('pg_basebackup', [
      ...['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres'],
      ...['-D', replica, '-R', '-X', 'stream', '-c', 'fast'],
    ]);
    // The copy carries the primary's settings; the replica's port is written last, so it wins.
    appendFileSync(path.join(replica, 'postgresql.conf'), settings(replicaPort));
    writeFileSync(path.join(root, 'replica.log'), '');
    if (asRoot) await run('chown', ['postgres:postgres', path.join(root, 'replica.log')]);
    await pg('pg_ctl', ['-D', replica, '-l', path.join(root, 'replica.log'), '-w', 'start']);
    for (let i = 0; ; i++) {
      const streaming = await psql(
        primaryPort,
        'postgres',
        `select count(*) from pg_stat_replication where state = 'streaming'`,
      );
      if (streaming === '1') break;
      if (i > 100) throw new Error('The replica is not streaming after 20 s.');
      await sleep(200);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    primaryUrl: `postgres://postgres@127.0.0.1:${primaryPort}/hoa`,
    replicaUrl: `postgres://postgres@127.0.0.1:${replicaPort}/hoa`,
    onReplica: (statement) => psql(replicaPort, 'hoa', statement),
    stop,
  };
}
