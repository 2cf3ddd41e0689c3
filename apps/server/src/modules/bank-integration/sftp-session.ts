import { createHash } from 'node:crypto';
import SftpClient from 'ssh2-sftp-client';
import { queryRows, sql, type Tx } from '@hoa/db';
import { readSftpSettings, SftpConnection, SftpMessages, type SftpSettings } from '@hoa/domain';
import { unseal } from '../direct-debit';

/** How to log in to a bank's SFTP server; the secret is a password or a private key. */
export interface SftpLogin {
  host: string;
  port: number;
  username: string;
  password?: string;
  privateKey?: string;
  /** The pinned host key's fingerprint; '' takes the key the server presents. */
  hostKey: string;
}

/** A file of a remote folder with its size in bytes. */
export interface RemoteFile {
  name: string;
  size: number;
}

/** One logged-in session: files of a folder (not folders or links), read, write. */
export interface SftpSession {
  /** The fingerprint of the host key the server presented. */
  hostKey: string;
  listFiles(folder: string): Promise<RemoteFile[]>;
  read(folder: string, fileName: string): Promise<Buffer>;
  write(folder: string, fileName: string, bytes: Buffer): Promise<void>;
}

const remotePath = (folder: string, fileName: string) =>
  `${folder.replace(/\/+$/, '')}/${fileName}`;

/** The server presented another host key than the pinned one; the login was refused. */
export class HostKeyChanged extends Error {
  constructor(presented: string, pinned: string) {
    super(SftpMessages.hostKeyChanged(presented, pinned));
  }
}

/** A host key's fingerprint as `ssh-keygen -l` prints it: SHA256 and unpadded base64. */
const fingerprint = (key: Buffer) =>
  `SHA256:${createHash('sha256').update(key).digest('base64').replace(/=+$/, '')}`;

export function sftpLogin(settings: SftpSettings, username: string, secret: string): SftpLogin {
  const base = { host: settings.host, port: settings.port, username, hostKey: settings.hostKey };
  return settings.authMethod === 'PrivateKey'
    ? { ...base, privateKey: secret }
    : { ...base, password: secret };
}

/**
 * Logs in (ssh2-sftp-client over ssh2), runs the work and logs out, also when the work throws;
 * a server that does not answer within 15 seconds is a failure, and so is a server whose host key
 * is not the pinned one (HostKeyChanged, before any credential is sent).
 */
export async function withSftp<T>(
  login: SftpLogin,
  work: (session: SftpSession) => Promise<T>,
): Promise<T> {
  // Events outside a call (the server closing an idle session) are not ours to report: a call's
  // failure rejects it.
  const quiet = () => undefined;
  const client = new SftpClient('bank-sftp', { error: quiet, end: quiet, close: quiet });
  const { hostKey: pinned, ...credentials } = login;
  let presented = '';
  const hostVerifier = (key: Buffer) => {
    presented = fingerprint(key);
    return pinned === '' || presented === pinned;
  };
  try {
    await client.connect({ ...credentials, hostVerifier, readyTimeout: 15_000, retries: 0 });
  } catch (error) {
    if (presented !== '' && pinned !== '' && presented !== pinned)
      throw new HostKeyChanged(presented, pinned);
    throw error;
  }
  try {
    return await work({
      hostKey: presented,
      listFiles: async (folder) =>
        (await client.list(folder))
          .filter((f) => f.type === '-')
          .map((f) => ({ name: f.name, size: f.size }))
          .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)),
      read: async (folder, fileName) => {
        const got = await client.get(remotePath(folder, fileName));
        if (!Buffer.isBuffer(got)) throw new Error(`${fileName} was not read.`);
        return got;
      },
      write: async (folder, fileName, bytes) => {
        await client.put(bytes, remotePath(folder, fileName));
      },
    });
  } finally {
    await client.end();
  }
}

/**
 * Logs in and lists every folder given: the fingerprint of the server's host key, else the
 * reason it could not (`hostKeyChanged` when the server presented another key than the pinned).
 */
export async function sftpLoginCheck(
  settings: SftpSettings,
  login: SftpLogin,
): Promise<{ hostKey: string } | { problem: string; hostKeyChanged: boolean }> {
  try {
    return await withSftp(login, async (session) => {
      for (const folder of Object.values(settings.folders))
        if (folder !== '') await session.listFiles(folder);
      return { hostKey: session.hostKey };
    });
  } catch (error) {
    const problem = error instanceof Error ? error.message : String(error);
    return { problem, hostKeyChanged: error instanceof HostKeyChanged };
  }
}

export interface StoredSftpConnection {
  bankAgentId: number;
  bankName: string;
  settings: SftpSettings;
  login: SftpLogin;
  /** The files the product made since then are sent. */
  since: string;
}

/** A bank's saved SFTP connection with its credentials unsealed, or undefined. */
export async function loadSftpConnection(
  tx: Tx,
  bankAgentId: number,
): Promise<StoredSftpConnection | undefined> {
  const [row] = await queryRows<{
    settings: Record<string, string> | null;
    v1: string | null;
    v2: string | null;
    since: string;
    bank_name: string;
  }>(
    tx,
    sql`select k.settings, k.connection_value1_sealed as v1, k.connection_value2_sealed as v2,
               coalesce(k.sftp_since, k.validated_at)::text as since,
               coalesce(c.display_name, '') as bank_name
          from bank_connections k left join contacts c on c.agent_id = k.bank_agent_id
         where k.bank_agent_id = ${bankAgentId} and k.bank_service_name = ${SftpConnection}`,
  );
  if (!row?.v1 || !row.v2) return undefined;
  const settings = readSftpSettings(row.settings);
  return {
    bankAgentId,
    bankName: row.bank_name,
    settings,
    login: sftpLogin(settings, unseal(row.v1), unseal(row.v2)),
    since: row.since,
  };
}
