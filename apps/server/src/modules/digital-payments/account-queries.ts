import { queryRows, sql, type SQL } from '@hoa/db';
import type { DigitalPaymentAccount } from '@hoa/contract';
import { DocumentNeededTypeId, platformStatusOf } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { inUserCommunities } from '../../sql/index';
import { providerFor, type ProviderScope } from './provider/index';

interface AccountRow {
  community: number;
  name: string;
  customer_id: string | null;
  status: string | null;
  business_name: string | null;
  first_name: string | null;
  last_name: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  postal_code: string | null;
  business_classification: string | null;
  business_type: string | null;
  ein_last4: string | null;
  secretary_of_state: string | null;
  is_payments_enabled: boolean | null;
  verified: number;
}

const accountSelect = sql`
  select a.id::int8 as community, coalesce(c.display_name, '') as name, d.customer_id, d.status,
         d.business_name, d.first_name, d.last_name, d.address1, d.address2, d.city, d.state,
         d.postal_code, d.business_classification, d.business_type, d.ein_last4,
         d.secretary_of_state, d.is_payments_enabled,
         (select count(*)::int from digital_payment_funding_sources f
           where f.community_agent_id = a.id and not f.is_removed and f.status = 'Verified') as verified
    from agents a
    left join contacts c on c.agent_id = a.id
    left join digital_payment_accounts d on d.community_agent_id = a.id`;

const toAccount = (r: AccountRow): DigitalPaymentAccount => ({
  CommunityAgentId: r.community,
  CommunityName: r.name,
  CustomerId: r.customer_id,
  Status: r.status,
  PlatformStatus: platformStatusOf(r.status),
  BusinessName: r.business_name,
  FirstName: r.first_name,
  LastName: r.last_name,
  Address1: r.address1,
  Address2: r.address2,
  City: r.city,
  State: r.state,
  PostalCode: r.postal_code,
  BusinessClassification: r.business_classification,
  BusinessType: r.business_type ?? 'corporation',
  EinLast4: r.ein_last4,
  SecretaryOfState: r.secretary_of_state,
  IsPaymentsEnabled: r.is_payments_enabled ?? false,
  DocumentNeededTypeId: r.status === 'Document' ? DocumentNeededTypeId.Personal : null,
  VerifiedFundingSources: r.verified,
});

/** Asks the provider for the status of a customer waiting on documents and stores it. */
export function refreshAccountStatus(ctx: ProviderScope, communityId: number) {
  return refreshAccountStatuses(ctx, sql`community_agent_id = ${communityId}`);
}

/** The same for every account `where` picks (filters digital_payment_accounts). */
export async function refreshAccountStatuses(ctx: ProviderScope, where: SQL): Promise<void> {
  const waiting = await queryRows<{ community: number; customer_id: string }>(
    ctx.tx,
    sql`select community_agent_id::int8 as community, customer_id from digital_payment_accounts
         where customer_id is not null and status = 'Document' and ${where}`,
  );
  const provider = providerFor(ctx);
  for (const row of waiting) {
    const status = await provider.getCustomerStatus(row.customer_id);
    if (status === 'Document') continue;
    await ctx.tx.execute(
      sql`update digital_payment_accounts set status = ${status}, updated_at = now()
           where community_agent_id = ${row.community}`,
    );
  }
}

export async function readAccount(
  ctx: RequestContext,
  communityId: number,
): Promise<DigitalPaymentAccount> {
  await refreshAccountStatus(ctx, communityId);
  const [row] = await queryRows<AccountRow>(
    ctx.tx,
    sql`${accountSelect} where a.id = ${communityId}`,
  );
  if (!row) throw new Error('community vanished');
  return toAccount(row);
}

/** The accounts of the user's communities, by name. */
export async function readAccounts(ctx: RequestContext): Promise<DigitalPaymentAccount[]> {
  const rows = await queryRows<AccountRow>(
    ctx.tx,
    sql`${accountSelect} where ${inUserCommunities(ctx, sql`a.id`)} order by name, a.id`,
  );
  return rows.map(toAccount);
}

/** The community's customer id, refused when the community is not enabled. */
export async function customerOf(ctx: RequestContext, communityId: number) {
  const [row] = await queryRows<{ customer_id: string | null; status: string }>(
    ctx.tx,
    sql`select customer_id, status from digital_payment_accounts
         where community_agent_id = ${communityId}`,
  );
  return row?.customer_id ? { customerId: row.customer_id, status: row.status } : null;
}
