import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as sent: headers, a blank line, the body. */
  raw: string;
}

export interface TestSmtpServer {
  /** smtp://mailer:secret@127.0.0.1:<port> */
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/**
 * A real SMTP server in the test process (plain text, AUTH as mailer/secret). Recipients for which
 * refuse returns true are refused with 550, as a mailbox that does not exist.
 */
export async function startSmtpServer(
  refuse: (address: string) => boolean = () => false,
): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (auth, _session, done) => {
      if (auth.username === 'mailer' && auth.password === 'secret') done(null, { user: 'mailer' });
      else done(new Error('Invalid username or password'));
    },
    onRcptTo: (address, _session, done) => {
      if (!refuse(address.address)) return done();
      const error = Object.assign(new Error(`No such mailbox: ${address.address}`), {
        responseCode: 550,
      });
      done(error);
    },
    onData: (stream, session, done) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom;
        received.push({
          from: from ? from.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://mailer:secret@127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
