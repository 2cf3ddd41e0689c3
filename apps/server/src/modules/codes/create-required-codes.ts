import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import {
  allowedCodeAccountTypes,
  CodeAccountTypeId,
  CodeMessages,
  DefaultSetupCodes,
  freeCodeAlias,
  missingRequiredCodeTypeIds,
  pickDefaultCodeAccount,
  type ChartAccountFact,
  type DefaultSetupCode,
} from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { selectCodes, takenAliases } from './code-queries';
import { insertCodes, type NewCode, type NewCodeAccount } from './code-writes';

type CreateRequiredCodes = typeof contract.codes.CreateRequiredCodes;

/**
 * The default code of every required code type the community has no code of (spec 1 §5), with
 * the prepaid code 'PP' of type 10 (spec 1 §9). Charge codes take the standard chart's accounts,
 * or the community's lowest account of the allowed type.
 */
export async function createRequiredCodes(
  ctx: RequestContext,
  input: InputOf<CreateRequiredCodes>,
): Promise<ResponseOf<CreateRequiredCodes>> {
  const communityAgentId = input.params.communityAgentId;
  requireClaim(ctx, 'glaccounts', 'create');
  await requireCommunity(ctx, communityAgentId);
  const present = await queryRows<{ type: number }>(
    ctx.tx,
    sql`select distinct code_type_id as type from codes where community_agent_id = ${communityAgentId}`,
  );
  const missing = new Set(missingRequiredCodeTypeIds(present.map((row) => row.type)));
  const defaults = DefaultSetupCodes.filter((code) => missing.has(code.TopsCodeTypeId));
  const chart = await chartFacts(ctx, communityAgentId);
  const taken = await takenAliases(ctx, communityAgentId, null);
  const list: NewCode[] = defaults.map((code) => {
    const alias = freeCodeAlias(code.CodeAlias, taken);
    taken.push(alias);
    return {
      codeTypeId: code.TopsCodeTypeId,
      codeCategoryId: null,
      codeAlias: alias,
      codeName: code.CodeName,
      codeDescription: code.CodeDescription,
      frequencyId: code.FrequencyId,
      methodId: code.MethodId,
      lastApplied: null,
      startDate: null,
      endDate: null,
      amountCents: 0,
      previousCodeId: null,
      accounts: defaultAccounts(code, chart),
    };
  });
  await insertCodes(ctx, communityAgentId, list);
  return {
    CreatedCount: list.length,
    Codes: await selectCodes(ctx, sql`k.community_agent_id = ${communityAgentId}`),
  };
}

function defaultAccounts(
  code: DefaultSetupCode,
  chart: readonly ChartAccountFact[],
): NewCodeAccount[] {
  const sides = [
    [CodeAccountTypeId.Receivable, code.ReceivableAccountNumber],
    [CodeAccountTypeId.Income, code.IncomeAccountNumber],
  ] as const;
  return sides.flatMap(([side, number]) => {
    if (number === null) return [];
    const accountId = pickDefaultCodeAccount(
      chart,
      number,
      allowedCodeAccountTypes(code.TopsCodeTypeId, side),
    );
    if (accountId === null) throw badRequest(CodeMessages.noChart);
    return [{ codeAccountTypeId: side, accountId, costCenterId: null }];
  });
}

/** The community's accounts without a cost center. */
async function chartFacts(
  ctx: RequestContext,
  communityAgentId: number,
): Promise<ChartAccountFact[]> {
  const rows = await queryRows<{ id: string | number; number: string; type: number }>(
    ctx.tx,
    sql`select id, account_number as number, account_type_id as type from accounts
         where community_agent_id = ${communityAgentId} and cost_center_id is null and is_active`,
  );
  return rows.map((r) => ({ id: Number(r.id), accountNumber: r.number, accountTypeId: r.type }));
}
