import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { appError, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { loadBankAgent } from './bank-access';

type B = typeof contract.bankIntegration;
type Recipient = ResponseOf<B['SaveRecipientsForSmartBankingLogAlerts']>;

const columns = sql`id::int8 as "AlertSubscriptionId",
  smart_banking_feature_id as "SmartBankingFeatureId", bank_agent_id::int8 as "BankId",
  email_address as "EmailAddress"`;

export async function getRecipientsForSmartBankingLogAlerts(
  ctx: RequestContext,
  { query }: InputOf<B['GetRecipientsForSmartBankingLogAlerts']>,
): Promise<Recipient[]> {
  const bank = await loadBankAgent(ctx, query.bankId, 'read');
  return queryRows<Recipient>(
    ctx.tx,
    sql`select ${columns} from bank_alert_recipients
         where bank_agent_id = ${bank.id} and smart_banking_feature_id = ${query.smartBankingFeatureId}
         order by lower(email_address), id`,
  );
}

/** Adds a recipient (no AlertSubscriptionId) or changes one's address; an address appears once. */
export async function saveRecipientsForSmartBankingLogAlerts(
  ctx: RequestContext,
  { body }: InputOf<B['SaveRecipientsForSmartBankingLogAlerts']>,
): Promise<Recipient> {
  const level = body.AlertSubscriptionId ? 'update' : 'create';
  const bank = await loadBankAgent(ctx, body.BankId, level);
  const [taken] = await queryRows<{ id: number }>(
    ctx.tx,
    sql`select id from bank_alert_recipients
         where bank_agent_id = ${bank.id} and smart_banking_feature_id = ${body.SmartBankingFeatureId}
           and lower(email_address) = lower(${body.EmailAddress})
           and id is distinct from ${body.AlertSubscriptionId}::bigint`,
  );
  if (taken) throw appError('BankIntegrationAlertRecipientTaken', body.EmailAddress);
  const [row] = body.AlertSubscriptionId
    ? await queryRows<Recipient>(
        ctx.tx,
        sql`update bank_alert_recipients set email_address = ${body.EmailAddress},
              smart_banking_feature_id = ${body.SmartBankingFeatureId}
             where id = ${body.AlertSubscriptionId} and bank_agent_id = ${bank.id}
            returning ${columns}`,
      )
    : await queryRows<Recipient>(
        ctx.tx,
        sql`insert into bank_alert_recipients (company_id, bank_agent_id, smart_banking_feature_id, email_address)
            values (${ctx.user.companyId}, ${bank.id}, ${body.SmartBankingFeatureId}, ${body.EmailAddress})
            returning ${columns}`,
      );
  if (!row) throw notFound();
  return row;
}

export async function deleteRecipientsForSmartBankingLogAlerts(
  ctx: RequestContext,
  { query }: InputOf<B['DeleteRecipientsForSmartBankingLogAlerts']>,
) {
  const [row] = await queryRows<{ bank: number }>(
    ctx.tx,
    sql`select bank_agent_id::int8 as bank from bank_alert_recipients where id = ${query.AlertSubscriptionId}`,
  );
  if (!row) throw notFound();
  await loadBankAgent(ctx, row.bank, 'delete');
  await ctx.tx.execute(
    sql`delete from bank_alert_recipients where id = ${query.AlertSubscriptionId}`,
  );
  return { success: true as const };
}
