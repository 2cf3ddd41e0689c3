import { bankAccounts, queryRows, sql, type SQL, type Tx } from '@hoa/db';
import type { PositivePayBankAccount, PositivePaySend } from '@hoa/contract';
import { ApPaymentMethod, ApPaymentStatus, type PositivePayCheck } from '@hoa/domain';

import type { RequestContext } from '../../http/request-context';
import { idArray, inUserCommunities } from '../../sql/index';

/** Bank accounts (not removed) of the caller's communities matching `where`, with enrolment. */
export function readPositivePayAccounts(
  ctx: RequestContext,
  where: SQL,
): Promise<PositivePayBankAccount[]> {
  return queryRows<PositivePayBankAccount>(
    ctx.tx,
    sql`select bank_accounts.id::int8 as "BankAccountId",
               bank_accounts.bank_agent_id::int8 as "BankAgentId",
               coalesce(bc.display_name, '') as "BankName", bc.alias as "BankAlias",
               bank_accounts.community_agent_id::int8 as "CommunityAgentId",
               coalesce(cc.display_name, '') as "CommunityName",
               bank_accounts.account_name as "AccountName",
               right(bank_accounts.account_number, 4) as "AccountNumber",
               coalesce(e.is_enabled, false) as "IsEnrolled", coalesce(e.layout, 'csv') as "Layout",
               (select max(s.created_at)::text from positive_pay_sends s
                 where s.bank_account_id = bank_accounts.id) as "LastSentAt"
          from bank_accounts
          left join contacts bc on bc.agent_id = bank_accounts.bank_agent_id
          left join contacts cc on cc.agent_id = bank_accounts.community_agent_id
          left join positive_pay_enrollments e on e.bank_account_id = bank_accounts.id
         where not bank_accounts.is_removed
           and ${inUserCommunities(ctx, bankAccounts.communityAgentId)} and ${where}
         order by bc.display_name, cc.display_name, bank_accounts.account_name, bank_accounts.id`,
  );
}

/** Sends of the caller's communities matching `where` (over positive_pay_sends s), newest first. */
export function readSends(ctx: RequestContext, where: SQL): Promise<PositivePaySend[]> {
  return queryRows<PositivePaySend>(
    ctx.tx,
    sql`select s.id::int8 as "PositivePaySendId", s.bank_account_id::int8 as "BankAccountId",
               bank_accounts.account_name as "AccountName",
               coalesce(cc.display_name, '') as "CommunityName", s.layout as "Layout",
               s.file_name as "FileName", s.issue_count as "IssueCount",
               s.void_count as "VoidCount", s.total_cents::int8 as "Total",
               s.created_at::text as "CreatedAt"
          from positive_pay_sends s
          join bank_accounts on bank_accounts.id = s.bank_account_id
          left join contacts cc on cc.agent_id = bank_accounts.community_agent_id
         where ${inUserCommunities(ctx, bankAccounts.communityAgentId)} and ${where}
         order by s.created_at desc, s.id desc
         limit 200`,
  );
}

export interface CheckRow extends PositivePayCheck {
  paymentId: number;
  bankAccountId: number;
}

/**
 * The checks an account has not yet sent: printed and handwritten checks never sent as issued
 * (a check voided before its first send goes only as a void), and voids not yet sent.
 */
export function unsentChecks(tx: Tx, accountIds: readonly number[]): Promise<CheckRow[]> {
  const sent = (record: string) =>
    sql`exists (select 1 from positive_pay_send_checks c
                 where c.payment_id = p.id and c.record = ${record})`;
  return queryRows<CheckRow>(
    tx,
    sql`select p.id::int8 as "paymentId", p.bank_account_id::int8 as "bankAccountId",
               ba.account_number as "accountNumber", p.check_number as "checkNumber",
               p.payment_date::text as "issueDate", p.amount_cents::int8 as "amountCents",
               coalesce(vc.display_name, '') as payee, r.record
          from ap_payments p
          join bank_accounts ba on ba.id = p.bank_account_id
          left join contacts vc on vc.agent_id = p.vendor_agent_id
          cross join lateral (values ('I'), ('V')) r(record)
         where p.bank_account_id = any(${idArray(accountIds)})
           and p.method in (${ApPaymentMethod.PrintedCheck}, ${ApPaymentMethod.HandwrittenCheck})
           and p.check_number is not null
           and case r.record
                 when 'I' then p.status <> ${ApPaymentStatus.Voided} and not ${sent('I')}
                 else p.status = ${ApPaymentStatus.Voided} and not ${sent('V')} end
         order by p.bank_account_id, p.payment_date, p.check_number, r.record`,
  );
}
