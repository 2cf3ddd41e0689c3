import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { platformStatusOf } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { readAccount, readAccounts } from './account-queries';

type S = typeof contract.digitalPayments;
type Q = { query: { CommunityAgentId: number } };

async function readable(ctx: RequestContext, communityId: number) {
  requireClaim(ctx, 'community', 'read');
  await requireCommunity(ctx, communityId);
  return readAccount(ctx, communityId);
}

export function getDigitalPaymentAccount(ctx: RequestContext, { query }: Q) {
  return readable(ctx, query.CommunityAgentId);
}

export async function getDigitalPaymentAccounts(
  ctx: RequestContext,
  { query }: Q,
): Promise<ResponseOf<S['GetDigitalPaymentAccounts']>> {
  const account = await readable(ctx, query.CommunityAgentId);
  return account.CustomerId ? [account] : [];
}

export async function getCommunityCustomer(
  ctx: RequestContext,
  { query }: Q,
): Promise<ResponseOf<S['GetCommunityCustomer']>> {
  const account = await readable(ctx, query.CommunityAgentId);
  return { CustomerId: account.CustomerId, Status: account.Status };
}

export async function getAccountHolder(
  ctx: RequestContext,
  { query }: Q,
): Promise<ResponseOf<S['GetAccountHolder']>> {
  const account = await readable(ctx, query.CommunityAgentId);
  const [c] = await queryRows<{ name: string; title: string }>(
    ctx.tx,
    sql`select first_name || ' ' || last_name as name, title from digital_payment_controllers
         where community_agent_id = ${query.CommunityAgentId}`,
  );
  return {
    BusinessName: account.BusinessName,
    ControllerName: c?.name ?? null,
    Title: c?.title ?? null,
  };
}

export async function getCommunityData(
  ctx: RequestContext,
  { query }: Q,
): Promise<ResponseOf<S['GetCommunityData']>> {
  const account = await readable(ctx, query.CommunityAgentId);
  const [a] = await queryRows<{ street: string | null; city: string | null; zip: string | null }>(
    ctx.tx,
    sql`select nullif(trim(coalesce(street_number, '') || ' ' || coalesce(street_name, '')), '')
               as street, city, postal_code as zip
          from addresses where agent_id = ${query.CommunityAgentId}
         order by is_primary desc, id limit 1`,
  );
  return {
    CommunityAgentId: account.CommunityAgentId,
    CommunityName: account.CommunityName,
    Address1: account.Address1 ?? a?.street ?? null,
    City: account.City ?? a?.city ?? null,
    State: account.State,
    PostalCode: account.PostalCode ?? a?.zip ?? null,
  };
}

export function getCommunitiesDigitalPaymentSettings(ctx: RequestContext) {
  requireClaim(ctx, 'community', 'read');
  return readAccounts(ctx);
}

const setupOf = (a: Awaited<ReturnType<typeof readAccount>>) => ({
  CommunityAgentId: a.CommunityAgentId,
  CommunityName: a.CommunityName,
  Status: a.Status,
  PlatformStatus: a.PlatformStatus,
  IsPaymentsEnabled: a.IsPaymentsEnabled,
  VerifiedFundingSources: a.VerifiedFundingSources,
});

export async function getCommunitiesPaymentsSetup(ctx: RequestContext) {
  requireClaim(ctx, 'community', 'read');
  return (await readAccounts(ctx)).map(setupOf);
}

export async function getCommunityPaymentsSetup(ctx: RequestContext, { query }: Q) {
  return setupOf(await readable(ctx, query.CommunityAgentId));
}

export async function getCommunitiesDigitalPaymentStatus(
  ctx: RequestContext,
): Promise<ResponseOf<S['GetCommunitiesDigitalPaymentStatus']>> {
  requireClaim(ctx, 'community', 'read');
  const counts = { Inactive: 0, Pending: 0, Active: 0 };
  for (const a of await readAccounts(ctx)) counts[platformStatusOf(a.Status)] += 1;
  return counts;
}

/** UpdateCommunityPaymentsSetup: digital payments on or off for an enabled community. */
export async function updateCommunityPaymentsSetup(
  ctx: RequestContext,
  { body }: InputOf<S['UpdateCommunityPaymentsSetup']>,
) {
  requireClaim(ctx, 'community', 'update');
  await requireCommunity(ctx, body.CommunityAgentId);
  const updated = await queryRows<{ id: number }>(
    ctx.tx,
    sql`update digital_payment_accounts set is_payments_enabled = ${body.IsPaymentsEnabled},
           updated_at = now()
         where community_agent_id = ${body.CommunityAgentId} and customer_id is not null
        returning 1 as id`,
  );
  if (updated.length === 0) throw appError('DigitalPaymentsNotEnabled');
  return setupOf(await readAccount(ctx, body.CommunityAgentId));
}

export async function getCustomerSetting(
  ctx: RequestContext,
): Promise<ResponseOf<S['GetCustomerSetting']>> {
  requireClaim(ctx, 'apinvoice', 'read');
  const [row] = await queryRows<{ on: boolean }>(
    ctx.tx,
    sql`select is_submit_invoice_enabled as on from digital_payment_customer_settings`,
  );
  return { IsSubmitInvoiceEnabled: row?.on ?? false };
}

export async function updateCustomerSettingSubmitInvoice(
  ctx: RequestContext,
  { body }: InputOf<S['UpdateCustomerSettingSubmitInvoice']>,
): Promise<ResponseOf<S['UpdateCustomerSettingSubmitInvoice']>> {
  requireClaim(ctx, 'apinvoice', 'update');
  await ctx.tx.execute(
    sql`insert into digital_payment_customer_settings (company_id, is_submit_invoice_enabled)
        values (${ctx.user.companyId}, ${body.isSubmitInvoiceEnabled})
        on conflict (company_id) do update
          set is_submit_invoice_enabled = excluded.is_submit_invoice_enabled, updated_at = now()`,
  );
  return { IsSubmitInvoiceEnabled: body.isSubmitInvoiceEnabled };
}
