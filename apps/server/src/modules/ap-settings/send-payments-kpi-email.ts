import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import {
  ApPaymentStatus,
  ApSettingsMessages,
  localDay,
  paymentsKpiEmail,
  type PaymentsKpiRow,
} from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { queueMail } from '../mail/index';
import { readCommunityApSettings } from './ap-settings-row';

type Send = typeof contract.apSettings.SendPaymentsKPIEmail;

/**
 * Crm/SendPaymentsKPIEmail: the community's vendor payments over the range (default: the first of
 * the month to today), by method, voided ones counted apart, with the contract value, mailed to
 * the recipient given or else the address of the community's payables settings.
 */
export async function sendPaymentsKpiEmail(
  ctx: RequestContext,
  { body }: InputOf<Send>,
): Promise<ResponseOf<Send>> {
  requireClaim(ctx, 'apinvoice', 'read');
  await requireCommunity(ctx, body.CommunityAgentId);
  const settings = await readCommunityApSettings(ctx.tx, body.CommunityAgentId);
  const recipient = body.Recipient ?? settings.PaymentsKpiEmail;
  if (!recipient) throw appError('ApSettingsKpiRecipientMissing');
  const EndDate = body.EndDate ?? localDay(new Date());
  const StartDate = body.StartDate ?? `${EndDate.slice(0, 8)}01`;
  const rows = await queryRows<PaymentsKpiRow>(
    ctx.tx,
    sql`select method::int as "Method",
               count(*) filter (where status <> ${ApPaymentStatus.Voided})::int as "Count",
               coalesce(sum(amount_cents) filter (where status <> ${ApPaymentStatus.Voided}), 0)::int8
                 as "AmountCents",
               count(*) filter (where status = ${ApPaymentStatus.Voided})::int as "VoidedCount"
          from ap_payments
         where community_agent_id = ${body.CommunityAgentId}::bigint
           and payment_date between ${StartDate}::date and ${EndDate}::date
         group by method`,
  );
  const [community] = await queryRows<{ name: string }>(
    ctx.tx,
    sql`select coalesce(display_name, '') as name from contacts
         where agent_id = ${body.CommunityAgentId}::bigint`,
  );
  const mail = paymentsKpiEmail({
    CommunityName: community?.name ?? '',
    StartDate,
    EndDate,
    Rows: rows.map((r) => ({ ...r, AmountCents: Number(r.AmountCents) })),
    ContractValueCents: settings.ContractValue,
  });
  const [MailId] = await queueMail(ctx.tx, ctx.user.companyId, ctx.user.userId, [
    { toAddress: recipient, toUserId: null, ...mail, kind: 'payments-kpi' },
  ]);
  return { MailId: MailId ?? 0, Recipient: recipient, Message: ApSettingsMessages.kpiEmailQueued };
}
