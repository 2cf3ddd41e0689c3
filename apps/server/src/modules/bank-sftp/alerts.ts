import { queryRows, sql, type Tx } from '@hoa/db';
import { queueMail } from '../mail/index';

export interface Failure {
  /** The smart banking feature whose recipients are told; null for all of the bank's. */
  feature: number | null;
  message: string;
}

/**
 * Tells the bank's alert recipients (SmartBankingNotificationSubscription) what failed in a
 * poll: one mail to each address, listing the failures of the features it is subscribed to.
 */
export async function alertFailures(
  tx: Tx,
  companyId: number,
  bank: { id: number; name: string },
  failures: readonly Failure[],
): Promise<void> {
  if (failures.length === 0) return;
  const recipients = await queryRows<{ email: string; feature: number }>(
    tx,
    sql`select email_address as email, smart_banking_feature_id as feature
          from bank_alert_recipients where bank_agent_id = ${bank.id}
         order by lower(email_address), id`,
  );
  const byEmail = new Map<string, string[]>();
  for (const r of recipients) {
    const lines = failures
      .filter((f) => f.feature === null || f.feature === r.feature)
      .map((f) => f.message);
    const key = r.email.toLowerCase();
    byEmail.set(key, [...new Set([...(byEmail.get(key) ?? []), ...lines])]);
  }
  const mails = [...byEmail.entries()]
    .filter(([, lines]) => lines.length > 0)
    .map(([email, lines]) => ({
      toAddress: email,
      toUserId: null,
      kind: 'bank-sftp-alert',
      subject: `Bank file transfer failed: ${bank.name}`,
      body: [`The SFTP connection of ${bank.name} reported:`, '', ...lines].join('\n'),
    }));
  await queueMail(tx, companyId, null, mails);
}
