import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import {
  AccountRequiredTypeId,
  CodeTypeId,
  duplicateErrors,
  importCents,
  importText,
  SetupImportMessages as M,
  type SetupImportRow,
} from '@hoa/domain';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { codesByAlias, propertiesByAccountNumber } from './import-lookups';
import { postBeginningBalances, type BalanceLine } from './post-beginning-balances';
import { runImport, type ImportPlan } from './run-import';

type OwnerBeginningBalances = typeof contract.imports.OwnerBeginningBalances;

/**
 * Owner beginning balances (type 52) by property account number and code alias, each the balance
 * of the property's billed owner (its first active primary owner, as charges bill), posted on the
 * post date against the Retained Earnings required account: the balances were earned before
 * the community came over, so their income already sits in retained earnings.
 */
export function importOwnerBeginningBalances(
  ctx: RequestContext,
  input: InputOf<OwnerBeginningBalances>,
): Promise<ResponseOf<OwnerBeginningBalances>> {
  const postDate = input.body.postDate;
  return runImport(ctx, input.body, {
    kind: 'OwnerBeginningBalances',
    claims: [['glaccounts', 'create']],
    plan: (c, communityAgentId, rows) => planBalances(c, communityAgentId, rows, postDate),
  });
}

async function planBalances(
  ctx: RequestContext,
  communityAgentId: number,
  rows: SetupImportRow[],
  postDate: string,
): Promise<ImportPlan> {
  const [setup] = await queryRows<{ open: boolean; offset: string | number | null }>(
    ctx.tx,
    sql`select exists (select 1 from accounting_periods p
                         join fiscal_years fy on fy.id = p.fiscal_year_id
                        where fy.community_agent_id = ${communityAgentId} and not fy.is_closed
                          and p.is_open and ${postDate}::date between p.start_date and p.end_date)
                 as open,
               (select account_id from required_accounts
                 where community_agent_id = ${communityAgentId}
                   and account_required_type_id = ${AccountRequiredTypeId.RetainedEarnings})
                 as offset`,
  );
  if (!setup?.open) throw badRequest(M.postDateClosed(postDate));
  if (setup.offset === null) throw badRequest(M.noRetainedEarnings);
  const offsetAccountId = Number(setup.offset);
  const properties = await propertiesByAccountNumber(ctx, communityAgentId);
  const codes = await codesByAlias(ctx, communityAgentId);
  const errors = duplicateErrors(rows, 'CodeAlias', (row) => {
    const number = importText(row, 'AccountNumber');
    const alias = importText(row, 'CodeAlias');
    return number === null || alias === null
      ? null
      : `${number.toUpperCase()}|${alias.toUpperCase()}`;
  });
  const lines: BalanceLine[] = [];
  for (const row of rows) {
    const fail = (Column: string, Message: string) =>
      errors.push({ Row: row.Row, Column, Message });
    const number = importText(row, 'AccountNumber');
    const alias = importText(row, 'CodeAlias');
    const amount = importCents(row, 'Amount');
    const property = number === null ? undefined : properties.get(number.toUpperCase());
    if (number !== null && !property) fail('AccountNumber', M.propertyNotFound(number));
    const code = alias === null ? undefined : codes.get(alias.toUpperCase());
    if (alias !== null && !code) fail('CodeAlias', M.codeNotFound(alias));
    if (number !== null && property?.billedOwnerId === null)
      fail('AccountNumber', M.propertyWithoutOwner(number));
    if (alias !== null && code?.holdAccountId === null)
      fail(
        'CodeAlias',
        holdsCredit(code.codeTypeId)
          ? M.codeWithoutLiabilityAccount(alias)
          : M.codeWithoutAccount(alias),
      );
    if (amount === 0) fail('Amount', M.zeroAmount);
    if (property?.billedOwnerId && code?.holdAccountId && amount) {
      lines.push({ ownerAgentId: property.billedOwnerId, codeId: code.id, amountCents: amount });
    }
  }
  return {
    errors,
    commit: () => postBeginningBalances(ctx, communityAgentId, postDate, offsetAccountId, lines),
  };
}

/** Prepaid and security deposit codes: the owner's balance is held on a liability account. */
function holdsCredit(codeTypeId: number): boolean {
  return codeTypeId === CodeTypeId.PrePaid || codeTypeId === CodeTypeId.SecurityDeposit;
}
