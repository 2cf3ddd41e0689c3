import type { contract, ResponseOf } from '@hoa/contract';
import { localDay } from '@hoa/domain';
import { propertyCodeBalances, WithPrepaidCodeTypeIds } from '../owner-ledger/index';
import { ownerProperties, type OwnerContext } from '../owner-auth/index';
import { nextCharges } from './next-charges';

type GetHome = typeof contract.portalAccount.GetHome;

/**
 * The owner's home: for each property they see, the balance of each code with one (the back
 * office's owner balances), the total due and the charges scheduled next; each read once for all
 * the properties.
 */
export async function getHome(ctx: OwnerContext): Promise<ResponseOf<GetHome>> {
  const properties = await ownerProperties(ctx.tx, ctx.owner.propertyAgentIds);
  const ids = properties.map((p) => p.PropertyAgentId);
  const next = await nextCharges(ctx.tx, ids, localDay(new Date()));
  const balances = await propertyCodeBalances(ctx.tx, ids, WithPrepaidCodeTypeIds);
  return {
    Properties: properties.map((p) => {
      const withBalance = (balances.get(p.PropertyAgentId) ?? []).filter((b) => b.Balance !== 0);
      return {
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
      };
    }),
  };
}
