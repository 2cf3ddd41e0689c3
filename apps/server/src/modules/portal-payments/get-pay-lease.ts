import { queryRows, sql } from '@hoa/db';
import type { InputOf, payLease, PayLease } from '@hoa/contract';
import type { AppDeps } from '../../http/request-context';
import { ownerProperties } from '../owner-auth/index';
import { payerAccount } from './payer';
import { onPayLease } from './pay-lease';

/** PayLease/GetPayLease: whose account a payment link pays, what is owed, the fees, its expiry. */
export function getPayLease(
  deps: AppDeps,
  { query }: InputOf<typeof payLease.GetPayLease>,
): Promise<PayLease> {
  return onPayLease(deps, query.token, async (payer, lease) => {
    const [owner] = await queryRows<{ name: string; property: string | number | null }>(
      payer.tx,
      sql`select coalesce(c.display_name, '') as name, o.parent_agent_id as property
          from agents o left join contacts c on c.agent_id = o.id
         where o.id = ${payer.ownerAgentId}`,
    );
    const [place] =
      owner?.property == null ? [] : await ownerProperties(payer.tx, [Number(owner.property)]);
    const account = await payerAccount(payer);
    return {
      OwnerName: owner?.name ?? '',
      PropertyAddress: place?.Address ?? '',
      CommunityName: place?.CommunityName ?? '',
      ExpiresAt: new Date(lease.expiresAt).toISOString(),
      IsOpen: account.isOpen,
      Balance: account.balanceCents,
      AllowsPrepayment: account.allowsPrepayment,
      CardFeeBasisPoints: account.cardFeeBasisPoints,
      AchFee: account.achFeeCents,
    };
  });
}
