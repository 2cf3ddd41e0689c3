import { queryRows, sql, type SQL } from '@hoa/db';
import type { contract, ExportCandidate, InputOf, ResponseOf } from '@hoa/contract';
import {
  AgentTypeId,
  BankLogState,
  SmartBankingFeatureId,
  ValidationExportMessages,
  writeStandardValidationFile,
  type ValidationRow,
} from '@hoa/domain';
import { appError, badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { loadBankAgent } from './bank-access';
import { writeBankLog } from './bank-log';
import { inUserCommunities } from '../../sql/index';

type B = typeof contract.bankIntegration;

interface AccountRow {
  CommunityId: number;
  CommunityName: string;
  AccountId: number;
  AccountName: string;
  AccountNumber: string;
  LockboxId: string;
  OwnerCount: number;
}

const ownersOf = (community: SQL) =>
  sql`select p.id as property_id, pd.account_number, o.id as owner_id
        from agents p
        join property_details pd on pd.agent_id = p.id and pd.account_number is not null
        join lateral (select o.id from agents o
                       where o.parent_agent_id = p.id and o.agent_type_id = ${AgentTypeId.PrimaryOwner}
                         and o.is_active and not o.is_deleted
                       order by o.id limit 1) o on true
       where p.community_agent_id = ${community} and p.agent_type_id = ${AgentTypeId.Property}
         and not p.is_deleted`;

/** The caller's live accounts at the bank that have a lockbox id, with their owner counts. */
function lockboxAccounts(ctx: RequestContext, bankId: number): Promise<AccountRow[]> {
  return queryRows<AccountRow>(
    ctx.tx,
    sql`select ba.community_agent_id::int8 as "CommunityId",
               coalesce(c.display_name, '') as "CommunityName", ba.id::int8 as "AccountId",
               ba.account_name as "AccountName", ba.account_number as "AccountNumber",
               l.lockbox_id as "LockboxId",
               (select count(*)::int from (${ownersOf(sql`ba.community_agent_id`)}) x) as "OwnerCount"
          from bank_accounts ba
          join bank_account_lockbox_ids l on l.bank_account_id = ba.id
          left join contacts c on c.agent_id = ba.community_agent_id
         where ba.bank_agent_id = ${bankId} and not ba.is_removed
           and ${inUserCommunities(ctx, sql`ba.community_agent_id`)}
         order by lower(coalesce(c.display_name, '')), ba.community_agent_id, l.lockbox_id, ba.id`,
  );
}

/** Export/GetExportHOACanditates: communities whose accounts at the bank have a lockbox id. */
export async function getExportHOACanditates(
  ctx: RequestContext,
  { query }: InputOf<B['GetExportHOACanditates']>,
): Promise<ResponseOf<B['GetExportHOACanditates']>> {
  const bank = await loadBankAgent(ctx, query.agentId, 'read');
  const accounts = await lockboxAccounts(ctx, bank.id);
  const candidates: ExportCandidate[] = [];
  for (const a of accounts) {
    let candidate = candidates.find((c) => c.CommunityId === a.CommunityId);
    if (!candidate) {
      candidate = { CommunityId: a.CommunityId, CommunityName: a.CommunityName, Accounts: [] };
      candidates.push(candidate);
    }
    candidate.Accounts.push({
      AccountId: a.AccountId,
      AccountName: a.AccountName,
      AccountNumber: a.AccountNumber,
      LockboxId: a.LockboxId,
      BankManagementCompanyId: bank.id,
      OwnerCount: a.OwnerCount,
      IsSelected: true,
    });
  }
  return {
    Candidates: candidates,
    Warning: candidates.length === 0 ? ValidationExportMessages.noLockboxId : null,
  };
}

/** The Standard (19) validation file: one line per owner with a property account number. */
export async function exportTopsStandardValidationFile(
  ctx: RequestContext,
  { body }: InputOf<B['ExportTopsStandardValidationFile']>,
): Promise<ResponseOf<B['ExportTopsStandardValidationFile']>> {
  const bank = await loadBankAgent(ctx, body.BankId, 'read');
  const chosen = body.Candidates.flatMap((c) =>
    c.Accounts.filter((a) => a.IsSelected).map((a) => ({
      community: c.CommunityId,
      account: a.AccountId,
    })),
  );
  if (chosen.length === 0) throw badRequest(ValidationExportMessages.nothingSelected);
  const eligible = await lockboxAccounts(ctx, bank.id);
  if (eligible.length === 0) throw badRequest(ValidationExportMessages.noLockboxId);
  const wrong = chosen.find(
    (c) => !eligible.some((e) => e.AccountId === c.account && e.CommunityId === c.community),
  );
  if (wrong) throw appError('BankIntegrationNoLockboxId', wrong.account);
  const accountIds = `{${chosen.map((c) => c.account).join(',')}}`;
  const rows = await queryRows<ValidationRow>(
    ctx.tx,
    sql`select l.lockbox_id as "LockboxId", ba.account_number as "BankAccountNumber",
               coalesce(cc.display_name, '') as "CommunityName",
               x.account_number as "OwnerAccountNumber", coalesce(oc.display_name, '') as "OwnerName",
               coalesce((select concat_ws(' ', ad.street_number, ad.street_name, ad.unit)
                           from addresses ad where ad.agent_id = x.property_id
                          order by ad.is_primary desc, ad.id limit 1), '') as "PropertyAddress",
               coalesce((select sum(b.balance_cents) from owner_code_balances b
                          where b.owner_agent_id = x.owner_id), 0)::int8 as "BalanceDue"
          from bank_accounts ba
          join bank_account_lockbox_ids l on l.bank_account_id = ba.id
          left join contacts cc on cc.agent_id = ba.community_agent_id
          cross join lateral (${ownersOf(sql`ba.community_agent_id`)}) x
          left join contacts oc on oc.agent_id = x.owner_id
         where ba.id = any(${accountIds}::bigint[])
         order by l.lockbox_id, ba.id, x.account_number, x.owner_id`,
  );
  const stamp = new Date().toISOString().slice(0, 10);
  await writeBankLog(ctx.tx, ctx.user.companyId, {
    bankAgentId: bank.id,
    feature: SmartBankingFeatureId.Validation,
    logState: BankLogState.Success,
    message: `Standard validation file exported: ${rows.length} owners of ${chosen.length} lockbox account(s).`,
    userId: ctx.user.userId,
  });
  return {
    FileName: `HOAValidation-${(bank.alias ?? bank.name).replace(/[^A-Za-z0-9]+/g, '')}-${stamp}.csv`,
    RowCount: rows.length,
    Content: writeStandardValidationFile(rows),
  };
}
