// A bank reached over SFTP (issue 26 item 6): the bank's server, the folders it drops statements,
// lockbox files and returns into, and the folders it takes NACHA and positive pay files from. The
// connection's Settings carry these by name; ConnectionValue1 is the user name and
// ConnectionValue2 the password or the private key (OpenSSH or PEM), both kept sealed. Settings'
// HostKey pins the server's host key by its SHA-256 fingerprint (as `ssh-keygen -l` prints it).

export const SftpConnection = 'SFTP';
export const SftpAuthMethods = ['Password', 'PrivateKey'] as const;
export type SftpAuthMethod = (typeof SftpAuthMethods)[number];

/** The files the poll brings in, each through its reader. */
export const SftpDownloadKinds = ['Statement', 'Lockbox', 'Return'] as const;
export type SftpDownloadKind = (typeof SftpDownloadKinds)[number];
/** The files the product makes that the poll sends. */
export const SftpUploadKinds = ['Nacha', 'PositivePay'] as const;
export type SftpUploadKind = (typeof SftpUploadKinds)[number];

export const SftpDefaultPort = 22;

export interface SftpSettings {
  host: string;
  port: number;
  authMethod: SftpAuthMethod;
  /** Remote folder per kind; a kind without a folder is not transferred. */
  folders: Record<SftpDownloadKind | SftpUploadKind, string>;
  /** File name patterns (* and ?, several separated by ';') of the files brought in. */
  patterns: Record<SftpDownloadKind, string>;
  /** The pinned host key's fingerprint (`SHA256:…`); '' before the first login records it. */
  hostKey: string;
}

export const SftpMessages = {
  hostRequired: 'Host is required.',
  badPort: 'Port must be a whole number from 1 to 65535.',
  badAuthMethod: `Authentication must be one of ${SftpAuthMethods.join(', ')}.`,
  noFolder: 'Give at least one remote folder.',
  badHostKey: 'Host key must be a SHA-256 fingerprint as ssh-keygen -l prints it (SHA256:…).',
  reenterSecret:
    'Enter the password or private key again: the host, port or authentication changed.',
  hostKeyChanged: (presented: string, pinned: string) =>
    `The server presented host key ${presented}, not the saved ${pinned}: nothing was moved. ` +
    'Compare it with the fingerprint your bank gives you; to accept it, clear Host key (or enter the new one) and test the connection again.',
  fileNotRetried:
    'It is not tried again until the file changes or an administrator retries it (Bank integration settings).',
  retryRequested: (kind: string, fileName: string, userName: string) =>
    `${kind} file ${fileName} is tried again at the next poll, as ${userName} asked.`,
} as const;

const hostKeyPattern = /^SHA256:[A-Za-z0-9+/]{43}$/;

type Settings = Readonly<Record<string, string>> | null | undefined;

const text = (settings: Settings, name: string) => (settings?.[name] ?? '').trim();

/** The SFTP settings of a connection's Settings (names as the edit screen sends them). */
export function readSftpSettings(settings: Settings): SftpSettings {
  const port = text(settings, 'Port');
  const folder = (kind: string) => text(settings, `${kind}Folder`);
  const pattern = (kind: string) => text(settings, `${kind}Pattern`) || '*';
  return {
    host: text(settings, 'Host'),
    port: port === '' ? SftpDefaultPort : Number(port),
    authMethod: (text(settings, 'AuthMethod') || 'Password') as SftpAuthMethod,
    folders: {
      Statement: folder('Statement'),
      Lockbox: folder('Lockbox'),
      Return: folder('Return'),
      Nacha: folder('Nacha'),
      PositivePay: folder('PositivePay'),
    },
    patterns: {
      Statement: pattern('Statement'),
      Lockbox: pattern('Lockbox'),
      Return: pattern('Return'),
    },
    hostKey: text(settings, 'HostKey'),
  };
}

/** Null when the SFTP settings may be saved, else the message to refuse them with. */
export function sftpSettingsProblem(settings: Settings): string | null {
  const read = readSftpSettings(settings);
  if (!read.host) return SftpMessages.hostRequired;
  if (!Number.isInteger(read.port) || read.port < 1 || read.port > 65_535)
    return SftpMessages.badPort;
  if (!(SftpAuthMethods as readonly string[]).includes(read.authMethod))
    return SftpMessages.badAuthMethod;
  if (Object.values(read.folders).every((f) => f === '')) return SftpMessages.noFolder;
  if (read.hostKey !== '' && !hostKeyPattern.test(read.hostKey)) return SftpMessages.badHostKey;
  return null;
}

/** Whether a file name matches one of the patterns (`*` any run, `?` one character, any case). */
export function matchesFilePattern(fileName: string, patterns: string): boolean {
  return patterns
    .split(';')
    .map((p) => p.trim())
    .filter((p) => p !== '')
    .some((p) => {
      const body = [...p]
        .map((c) => (c === '*' ? '.*' : c === '?' ? '.' : c.replace(/[.+^${}()|[\]\\]/g, '\\$&')))
        .join('');
      return new RegExp(`^${body}$`, 'i').test(fileName);
    });
}

/**
 * Whether a saved connection's sealed user name and secret may be kept when the form leaves them
 * blank: only for the same server and authentication, so that they never go to another host.
 */
export function keepsSftpSecret(saved: SftpSettings, given: SftpSettings): boolean {
  return (
    saved.host.toLowerCase() === given.host.toLowerCase() &&
    saved.port === given.port &&
    saved.authMethod === given.authMethod
  );
}
