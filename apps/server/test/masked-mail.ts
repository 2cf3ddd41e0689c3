import { expect } from 'vitest';
import { contract } from '@hoa/contract';
import { queryRows, sql } from '@hoa/db';
import { callApi } from './api';
import type { Harness } from './app-harness';

/**
 * The newest mail of the kind to the address carries its secrets (codes, link tokens) in the body
 * the delivery job sends (its outbox row), while staff reading the outbox (Mail/GetOutbox) find
 * none of them anywhere. Answers the body staff read, to check where the mask stands.
 */
export async function staffSeeSecretsMasked(
  h: Harness,
  staffToken: string,
  mail: { companyId: number; to: string; kind: string },
  secrets: readonly string[],
): Promise<string> {
  const [row] = await h.database.withTenant({ companyId: mail.companyId, userId: null }, (tx) =>
    queryRows<{ id: number; body: string }>(
      tx,
      sql`select id::int8 as id, body from mail_outbox
           where to_address = ${mail.to} and kind = ${mail.kind} order by id desc limit 1`,
    ),
  );
  expect(secrets.length).toBeGreaterThan(0);
  for (const secret of secrets) expect(row?.body).toContain(secret);
  const outbox = await callApi(
    h.app,
    contract.mail.GetOutbox,
    { query: { take: 100 } },
    staffToken,
  );
  expect(outbox.status).toBe(200);
  const shown = outbox.body.Mails.find((m) => m.MailId === Number(row?.id));
  expect(shown).toBeDefined();
  for (const secret of secrets) expect(JSON.stringify(outbox.body)).not.toContain(secret);
  return shown?.Body ?? '';
}
