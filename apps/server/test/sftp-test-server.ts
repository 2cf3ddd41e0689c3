import { execFile, spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createConnection, createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

export interface TestSftpServer {
  port: number;
  /** The user to log in as (the one running the tests), with privateKey. */
  user: string;
  privateKey: string;
  /** The SHA-256 fingerprint of the server's host key, as `ssh-keygen -l` prints it. */
  hostKey: string;
  /** A temporary folder for the test's remote folders (absolute paths on the server). */
  root: string;
  stop(): Promise<void>;
}

const run = promisify(execFile);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number, deadline: number): Promise<void> {
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ host: '127.0.0.1', port }, () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`sshd did not listen on ${port}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * A real OpenSSH server (/usr/sbin/sshd, package openssh-server) on a free loopback port with its
 * own configuration in a temporary folder: a generated host key, key login for the user running
 * the tests (it must be root, as sshd is), password login on (for a bad password's refusal), and
 * the internal SFTP subsystem.
 */
export async function startSftpServer(): Promise<TestSftpServer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sftp-test-'));
  await mkdir('/run/sshd', { recursive: true });
  const keygen = (file: string) =>
    run('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-C', 'test', '-f', path.join(dir, file)]);
  await keygen('host_key');
  await keygen('client_key');
  await writeFile(
    path.join(dir, 'authorized_keys'),
    await readFile(path.join(dir, 'client_key.pub')),
    { mode: 0o600 },
  );
  const port = await freePort();
  const config = path.join(dir, 'sshd_config');
  await writeFile(
    config,
    [
      `Port ${port}`,
      'ListenAddress 127.0.0.1',
      `HostKey ${path.join(dir, 'host_key')}`,
      `PidFile ${path.join(dir, 'sshd.pid')}`,
      `AuthorizedKeysFile ${path.join(dir, 'authorized_keys')}`,
      'StrictModes no',
      'UsePAM no',
      'PermitRootLogin yes',
      'PubkeyAuthentication yes',
      'PasswordAuthentication yes',
      'KbdInteractiveAuthentication no',
      'Subsystem sftp internal-sftp',
      'LogLevel ERROR',
      '',
    ].join('\n'),
  );
  const sshd = spawn('/usr/sbin/sshd', ['-D', '-e', '-f', config], { stdio: 'ignore' });
  await waitForPort(port, Date.now() + 10_000);
  const root = path.join(dir, 'remote');
  await mkdir(root);
  const listed = await run('ssh-keygen', [
    '-l',
    '-E',
    'sha256',
    '-f',
    `${path.join(dir, 'host_key')}.pub`,
  ]);
  return {
    port,
    user: os.userInfo().username,
    privateKey: await readFile(path.join(dir, 'client_key'), 'utf8'),
    hostKey: listed.stdout.split(' ')[1] ?? '',
    root,
    stop: async () => {
      sshd.kill('SIGTERM');
      await rm(dir, { recursive: true, force: true });
    },
  };
}
