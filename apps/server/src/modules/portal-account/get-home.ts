import type { contract, ResponseOf } from '@hoa/contract';
import { localDay } from '@hoa/domain';
import { codeBalancesOf, WithPrepaidCodeTypeIds } from '../owner-ledger/index';
import { ownerSessionOf, type OwnerContext } from '../owner-auth/index';
import { nextCharges } from './next-charges';
import { ownerPropertyLedger } from './owner-property';

type GetHome = typeof contract.portalAccount.GetHome;

/**
 * The owner's home: for each property they see, the balance of each code with one (the back
 * office's owner balances), the total due and the charges scheduled next.
 */
export async function getHome(ctx: OwnerContext): Promise<ResponseOf<GetHome>> {
  const session = await ownerSessionOf(ctx.tx, ctx.owner.ownerAccessAccountId);
  const properties = session.Properties.filter((p) =>
    ctx.owner.propertyAgentIds.includes(p.PropertyAgentId),
  );
  const next = await nextCharges(
    ctx.tx,
    properties.map((p) => p.PropertyAgentId),
    localDay(new Date()),
  );
  const answer: ResponseOf<GetHome>['Properties'] = [];
  for (const p of properties) {
    const owners = await ownerPropertyLedger(ctx, p.PropertyAgentId);
    const balances = await codeBalancesOf(ctx.tx, owners, undefined, WithPrepaidCodeTypeIds);
    const withBalance = balances.filter((b) => b.Balance !== 0);
    answer.push({
      PropertyAgentId: p.PropertyAgentId,
      Address: p.Address,
      CommunityName: p.CommunityName,
      AccountNumber: p.AccountNumber,
      Balances: withBalance.map((b) => ({
        CodeAlias: b.CodeAlias,
        CodeName: b.CodeName,
        Balance: b.Balance,
      })),
      TotalDue: withBalance.reduce((sum, b) => sum + b.Balance, 0),
      Next: next.get(p.PropertyAgentId) ?? [],
    });
  }
  return { Properties: answer };
}
