import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import {
  AdjustmentMessages,
  AgentTypeId,
  batchLinesProblem,
  CodeTypeId,
  ReceivableMessages,
  TxnTypeId,
  type BatchLine,
} from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { chargeCodesWithBalances } from './adjustment-codes';
import { primaryOwnerJoin } from './adjustment-owners';
import { itemIdByKey, storeAdjustment, type DetailLine } from './adjustment-items';
import { readAdjustmentProfile } from './adjustment-queries';

type PostBatch = typeof contract.adjustments.PostBatchAdjustment;
type Body = InputOf<PostBatch>['body'];

const bigints = (ids: Iterable<number>) => `{${[...ids].join(',')}}`;

/**
 * A batch adjustment (spec 3 §3 'Batch adjustment post', §4, §5): adds (45) or waives (46) the
 * codes for the owners of the grid as one item, every line or none. Zero lines are skipped; a
 * waive is checked against the owner's balance of now, not the one the grid showed.
 */
export async function postBatchAdjustment(
  ctx: RequestContext,
  { body }: InputOf<PostBatch>,
): Promise<ResponseOf<PostBatch>> {
  requireClaim(ctx, 'arapplycharges', 'create');
  await requireCommunity(ctx, body.CommunityId);
  const existing = await itemIdByKey(ctx, body.IdempotencyKey);
  if (existing) return readAdjustmentProfile(ctx, existing);

  const codes = await chargeCodesWithBalances(
    ctx,
    body.CommunityId,
    null,
    sql`and c.code_type_id not in (${CodeTypeId.PrePaid}, ${CodeTypeId.SecurityDeposit})`,
  );
  const codeOf = (codeId: number) => {
    const code = codes.find((c) => c.CodeID === codeId);
    if (!code) throw badRequest(AdjustmentMessages.codeNotFound);
    return code;
  };
  const owners = await ownersOf(ctx, body);
  const balances = await balancesOf(ctx, body, owners);
  const lines: BatchLine[] = body.Adjustment.flatMap((adjustment) => {
    codeOf(adjustment.CodeID);
    const seen = new Set<number>();
    return adjustment.Owners.map((row) => {
      if (seen.has(row.PropertyId)) throw badRequest(AdjustmentMessages.duplicateOwner);
      seen.add(row.PropertyId);
      const owner = owners.get(row.PropertyId) ?? 0;
      return {
        PropertyId: row.PropertyId,
        CodeID: adjustment.CodeID,
        Amount: row.Amount,
        CurrentBalance: balances.get(`${owner}:${adjustment.CodeID}`) ?? 0,
      };
    });
  });
  const { lines: live, problem } = batchLinesProblem(body.TransactionTypeId, lines);
  if (problem) throw badRequest(problem);

  const byOwner = new Map<number, DetailLine[]>();
  for (const line of live) {
    const code = codeOf(line.CodeID);
    if (code.CreditAccountId === null)
      throw badRequest(ReceivableMessages.codeWithoutAccounts(code.CodeAlias));
    const owner = owners.get(line.PropertyId) ?? 0;
    byOwner.set(owner, [
      ...(byOwner.get(owner) ?? []),
      {
        codeId: line.CodeID,
        amountCents: line.Amount,
        isDebit: body.TransactionTypeId === TxnTypeId.AddCharge,
        accountId: code.CreditAccountId,
      },
    ]);
  }
  const itemId = await storeAdjustment(
    ctx,
    {
      communityAgentId: body.CommunityId,
      txnTypeId: body.TransactionTypeId,
      postDate: body.PostDate,
      reference: null,
      description: body.Description || null,
      idempotencyKey: body.IdempotencyKey ?? null,
      owners: [...byOwner].map(([ownerAgentId, detail]) => ({ ownerAgentId, lines: detail })),
    },
    body.IsPosted,
  );
  return readAdjustmentProfile(ctx, itemId);
}

/** The primary owner of each property of the grid; a property without one refuses the batch. */
async function ownersOf(ctx: RequestContext, body: Body): Promise<Map<number, number>> {
  const propertyIds = new Set(body.Adjustment.flatMap((a) => a.Owners.map((o) => o.PropertyId)));
  const rows = await queryRows<{ property: string | number; owner: string | number }>(
    ctx.tx,
    sql`select p.id as property, po.id as owner from agents p ${primaryOwnerJoin(sql`p.id`)}
         where p.id = any(${bigints(propertyIds)}::bigint[]) and p.community_agent_id = ${body.CommunityId}
           and p.agent_type_id = ${AgentTypeId.Property} and not p.is_deleted`,
  );
  if (rows.length !== propertyIds.size) throw badRequest(AdjustmentMessages.ownerNotFound);
  return new Map(rows.map((row) => [Number(row.property), Number(row.owner)]));
}

/** The owners' balances of the batch's codes, keyed 'owner:code'. */
async function balancesOf(
  ctx: RequestContext,
  body: Body,
  owners: Map<number, number>,
): Promise<Map<string, number>> {
  const rows = await queryRows<{
    owner: string | number;
    code: string | number;
    cents: string | number;
  }>(
    ctx.tx,
    sql`select owner_agent_id as owner, code_id as code, balance_cents as cents
          from owner_code_balances
         where owner_agent_id = any(${bigints(owners.values())}::bigint[])
           and code_id = any(${bigints(body.Adjustment.map((a) => a.CodeID))}::bigint[])`,
  );
  return new Map(rows.map((row) => [`${row.owner}:${row.code}`, Number(row.cents)]));
}
