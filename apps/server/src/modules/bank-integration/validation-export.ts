// The lockbox validation files (spec 3 §5 'Validation export'): one loader of the selected
// lockbox accounts' owners and one writer call for every Export call (export-validation-files.ts)
// and the candidates (get-export-hoa-canditates.ts).
import { queryRows, sql, type SQL } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import {
  AgentTypeId,
  BankLogState,
  SmartBankingFeatureId,
  findState,
  ValidationFileFieldError,
  ValidationLayouts,
  writeValidationFile,
  type ValidationFile,
  type ValidationFileMeta,
  type ValidationLayoutKey,
  type ValidationRow,
} from '@hoa/domain';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { loadBankAgent } from './bank-access';
import { writeBankLog } from './bank-log';
import { idArray, inUserCommunities } from '../../sql/index';

type B = typeof contract.bankIntegration;
type ExportBody = InputOf<B['ExportTopsStandardValidationFile']>['body'];

export interface AccountRow {
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
export function lockboxAccounts(ctx: RequestContext, bankId: number): Promise<AccountRow[]> {
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

/** The selected lockbox accounts of the body, each checked: the caller's, at the bank, with an id. */
async function chosenAccounts(
  ctx: RequestContext,
  bankId: number,
  body: ExportBody,
): Promise<number[]> {
  const chosen = body.Candidates.flatMap((c) =>
    c.Accounts.filter((a) => a.IsSelected).map((a) => ({
      community: c.CommunityId,
      account: a.AccountId,
    })),
  );
  if (chosen.length === 0) throw appError('ValidationExportNothingSelected');
  const eligible = await lockboxAccounts(ctx, bankId);
  if (eligible.length === 0) throw appError('ValidationExportNoLockboxId');
  const withoutLockbox = body.Candidates.find(
    (c) => !eligible.some((e) => e.CommunityId === c.CommunityId),
  );
  if (withoutLockbox) throw appError('ValidationExportCommunityWithoutLockbox');
  const wrong = chosen.find(
    (c) => !eligible.some((e) => e.AccountId === c.account && e.CommunityId === c.community),
  );
  if (wrong) throw appError('BankIntegrationNoLockboxId', wrong.account);
  return [...new Set(chosen.map((c) => c.account))];
}

interface LoadedRow extends Omit<ValidationRow, 'State'> {
  StateId: number | null;
}

/** One line per owner with a property account number of the accounts' communities. */
async function validationRows(ctx: RequestContext, accounts: number[]): Promise<ValidationRow[]> {
  const rows = await queryRows<LoadedRow>(
    ctx.tx,
    sql`select l.lockbox_id as "LockboxId", ba.account_number as "BankAccountNumber",
               coalesce(cc.display_name, '') as "CommunityName",
               x.account_number as "OwnerAccountNumber", coalesce(oc.display_name, '') as "OwnerName",
               coalesce(ad.street, '') as "PropertyAddress", coalesce(ad.city, '') as "City",
               ad.state_id::int as "StateId", coalesce(ad.postal_code, '') as "Zip",
               coalesce((select sum(b.balance_cents) from owner_code_balances b
                          where b.owner_agent_id = x.owner_id), 0)::int8 as "BalanceDue"
          from bank_accounts ba
          join bank_account_lockbox_ids l on l.bank_account_id = ba.id
          left join contacts cc on cc.agent_id = ba.community_agent_id
          cross join lateral (${ownersOf(sql`ba.community_agent_id`)}) x
          left join contacts oc on oc.agent_id = x.owner_id
          left join lateral (select concat_ws(' ', a.street_number, a.street_name, a.unit) as street,
                                    a.city, a.state_id, a.postal_code
                               from addresses a where a.agent_id = x.property_id
                              order by a.is_primary desc, a.id limit 1) ad on true
         where ba.id = any(${idArray(accounts)})
         order by l.lockbox_id, ba.id, x.account_number, x.owner_id`,
  );
  return rows.map(({ StateId, ...r }) => ({
    ...r,
    State: (StateId === null ? undefined : findState(StateId))?.StateAlias ?? '',
  }));
}

/**
 * A validation file of the layout for the selected lockbox accounts of the body (spec 3 §5
 * 'Validation export'): one loader and one writer for every Export call, logged to the bank log.
 */
export async function exportValidationFile(
  ctx: RequestContext,
  body: ExportBody,
  layout: ValidationLayoutKey,
): Promise<ResponseOf<B['ExportTopsStandardValidationFile']>> {
  const bank = await loadBankAgent(ctx, body.BankId, 'read');
  const accounts = await chosenAccounts(ctx, bank.id, body);
  const rows = await validationRows(ctx, accounts);
  const [company] = await queryRows<{ name: string }>(
    ctx.tx,
    sql`select name from companies where id = ${ctx.user.companyId}`,
  );
  const now = new Date().toISOString();
  const file = writeFile(layout, rows, {
    fileDate: now.slice(0, 10),
    fileTime: now.slice(11, 13) + now.slice(14, 16),
    bankId: bank.id,
    bankName: bank.alias ?? bank.name,
    companyName: company?.name ?? '',
  });
  await writeBankLog(ctx.tx, ctx.user.companyId, {
    bankAgentId: bank.id,
    feature: SmartBankingFeatureId.Validation,
    logState: BankLogState.Success,
    message: `${ValidationLayouts[layout].name} validation file exported: ${rows.length} owners of ${accounts.length} lockbox account(s).`,
    userId: ctx.user.userId,
  });
  return { FileName: file.FileName, RowCount: file.RowCount, Content: file.Content };
}

/** The file, or the refusal of an id too long for one of the layout's fields. */
function writeFile(
  layout: ValidationLayoutKey,
  rows: ValidationRow[],
  meta: ValidationFileMeta,
): ValidationFile {
  try {
    return writeValidationFile(layout, rows, meta);
  } catch (error) {
    if (error instanceof ValidationFileFieldError)
      throw appError(
        'ValidationFileFieldTooLong',
        error.field,
        error.value,
        error.layout,
        error.width,
      );
    throw error;
  }
}
