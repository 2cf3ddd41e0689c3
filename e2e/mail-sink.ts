import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { mailSinkPort, sentMailFolder } from './servers';

// The end-to-end servers' SMTP server (playwright.config.ts starts it with them, SMTP_URL points
// at it): it takes every message and files it, as the JSON of its envelope's recipients and its
// raw text, in the folder of the server that sent it (sentMailFolder; the server signs in with its
// port as the user name), numbered in the order received. tests/sent-mail.ts reads them.

let received = 0;

const sink = new SMTPServer({
  authOptional: false,
  allowInsecureAuth: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onAuth: (auth, _session, done) => {
    if (/^\d+$/.test(auth.username ?? '')) done(null, { user: auth.username });
    else done(new Error('Sign in with the port of your server as the user name'));
  },
  onData: (stream, session, done) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const folder = sentMailFolder(Number(session.user));
      mkdirSync(folder, { recursive: true });
      received += 1;
      const file = path.join(folder, `${String(received).padStart(6, '0')}.json`);
      const mail = {
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      };
      // Written whole, then named: a reader never sees half a message.
      writeFileSync(`${file}.part`, JSON.stringify(mail));
      renameSync(`${file}.part`, file);
      done();
    });
  },
});
sink.on('error', (error) => {
  console.error(`The e2e mail sink on port ${String(mailSinkPort)} failed:`, error);
  process.exit(1);
});
sink.listen(mailSinkPort, '127.0.0.1');
