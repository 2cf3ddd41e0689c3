import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sentMailFolder } from '../servers';
import { test } from './csp-fixture';
import { serverURL } from './server-fixture';

/** A message the spec's server sent: its envelope's recipients and its text. */
export interface SentMail {
  to: string[];
  text: string;
}

/** A MIME entity's headers (folded lines unfolded) and body. */
function entity(raw: string): { headers: string; body: string } {
  const end = raw.indexOf('\r\n\r\n');
  if (end < 0) return { headers: raw, body: '' };
  return { headers: raw.slice(0, end).replace(/\r\n[ \t]+/g, ' '), body: raw.slice(end + 4) };
}

const header = (headers: string, name: string) =>
  new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(headers)?.[1] ?? '';

/** Quoted-printable to text: soft line breaks joined, =XX bytes decoded as UTF-8. */
function fromQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(joined.charCodeAt(i));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The message's first text/plain part, decoded (a multipart message's attachments passed by). */
function plainText(raw: string): string | null {
  const { headers, body } = entity(raw);
  const type = header(headers, 'Content-Type') || 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break;
      const text = plainText(part.replace(/^\r\n/, ''));
      if (text !== null) return text;
    }
    return null;
  }
  if (!/^text\/plain/i.test(type)) return null;
  const encoding = header(headers, 'Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? fromQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return text.replace(/\r\n/g, '\n');
}

/** The mail the sink filed for the server, newest first. */
function mailIn(folder: string): SentMail[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .reverse()
    .map((name) => {
      const filed = JSON.parse(readFileSync(path.join(folder, name), 'utf8')) as {
        to: string[];
        raw: string;
      };
      return { to: filed.to, text: plainText(filed.raw) ?? '' };
    });
}

/**
 * The mail the spec's server sent by SMTP (to the e2e mail sink, mail-sink.ts) that matches,
 * newest first: waited for up to 20 s until there is one, as delivery follows the commit by a
 * second or two.
 */
export async function sentMails(matching: (mail: SentMail) => boolean): Promise<SentMail[]> {
  const folder = sentMailFolder(Number(new URL(serverURL(test.info())).port));
  const deadline = Date.now() + 20_000;
  for (;;) {
    const found = mailIn(folder).filter(matching);
    if (found.length > 0) return found;
    if (Date.now() > deadline) throw new Error(`No mail sent that matches, in ${folder}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
