import { codeAccounts, codes, eq, queryRows, sql } from '@hoa/db';
import type { RequestContext } from '../../http/request-context';

export interface NewCodeAccount {
  codeAccountTypeId: number;
  accountId: number;
  costCenterId: number | null;
}

export interface CodeValues {
  codeTypeId: number;
  codeCategoryId: number | null;
  codeAlias: string;
  codeName: string;
  codeDescription: string | null;
  /** Left out, the stored texts stay (a form that does not show them keeps them). */
  codeDetailDescription?: string | null | undefined;
  codeActionNeeded?: string | null | undefined;
  frequencyId: number | null;
  methodId: number | null;
  lastApplied: string | null;
  startDate: string | null;
  endDate: string | null;
  amountCents: number;
  /** Left out, the stored rate stays (codes made without one have none). */
  rate?: string | null;
  previousCodeId: number | null;
  /** Left out, the stored mark stays (a recurring credit, feature flag recurringCredit). */
  isRecurringCredit?: boolean | undefined;
}

export interface NewCode extends CodeValues {
  accounts: readonly NewCodeAccount[];
}

/** Inserts codes and their accounts: one multi-row insert each, whatever the number of codes. */
export async function insertCodes(
  ctx: RequestContext,
  communityAgentId: number,
  list: readonly NewCode[],
): Promise<number[]> {
  if (list.length === 0) return [];
  const companyId = ctx.user.companyId;
  // RETURNING gives the rows of a VALUES list in the list's order.
  const inserted = await ctx.tx
    .insert(codes)
    .values(
      list.map(({ accounts: _accounts, ...values }) => ({
        ...values,
        companyId,
        communityAgentId,
      })),
    )
    .returning({ id: codes.id });
  const ids = inserted.map((row) => row.id);
  const accountRows = list.flatMap((code, i) =>
    code.accounts.map((a) => ({ companyId, codeId: ids[i] ?? 0, ...a })),
  );
  if (accountRows.length > 0) await ctx.tx.insert(codeAccounts).values(accountRows);
  return ids;
}

export async function updateCode(
  ctx: RequestContext,
  codeId: number,
  values: CodeValues,
): Promise<void> {
  await ctx.tx.update(codes).set(values).where(eq(codes.id, codeId));
}

export async function replaceCodeAccounts(
  ctx: RequestContext,
  codeId: number,
  accounts: readonly NewCodeAccount[],
): Promise<void> {
  await ctx.tx.delete(codeAccounts).where(eq(codeAccounts.codeId, codeId));
  if (accounts.length === 0) return;
  await ctx.tx
    .insert(codeAccounts)
    .values(accounts.map((a) => ({ companyId: ctx.user.companyId, codeId, ...a })));
}

/** The community and type of each account asked for, by id. */
export async function accountFacts(
  ctx: RequestContext,
  accountIds: readonly number[],
): Promise<Map<number, { communityAgentId: number; accountTypeId: number }>> {
  if (accountIds.length === 0) return new Map();
  const rows = await queryRows<{ id: string | number; community: string | number; type: number }>(
    ctx.tx,
    sql`select id, community_agent_id as community, account_type_id as type from accounts
         where id in (select jsonb_array_elements_text(${JSON.stringify(accountIds)}::jsonb)::bigint)`,
  );
  return new Map(
    rows.map((r) => [
      Number(r.id),
      { communityAgentId: Number(r.community), accountTypeId: r.type },
    ]),
  );
}
