import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { PortalCustomerStatus } from '@hoa/domain';
import { portalCompanySettings, queryRows, sql } from '@hoa/db';
import { readPublicUrl } from '../../config';
import { requireCommunity } from '../../http/access';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { companySettings } from './company-settings';

// ComWebPortal's status of the company's portal, and the portal's addresses.

type E = typeof contract.ownerAccess;

/** Where owners reach the product; the portal is at this + '/portal/'. */
export function baseUri(): string {
  return readPublicUrl(process.env);
}

/** The owner portal's address (GetBaseUri + '/portal/'). */
export function portalUri(): string {
  return `${baseUri()}/portal/`;
}

export function getBaseUri(): Promise<ResponseOf<E['GetBaseUri']>> {
  return Promise.resolve({ Uri: baseUri() });
}

export function redirectToPortal(): Promise<ResponseOf<E['RedirectToPortal']>> {
  return Promise.resolve({ Uri: portalUri() });
}

/** The portal's one-time payment page for the community's owners (they sign in first). */
export async function getPayNowUri(
  ctx: RequestContext,
  { query }: InputOf<E['GetPayNowUri']>,
): Promise<ResponseOf<E['GetPayNowUri']>> {
  await requireCommunity(ctx, query.communityAgentId);
  return { Uri: `${portalUri()}#/pay` };
}

export async function customerStatus(
  ctx: RequestContext,
): Promise<ResponseOf<E['CustomerStatus']>> {
  return { CustomerStatus: (await companySettings(ctx.tx)).CustomerStatus };
}

export async function isCompanyLive(ctx: RequestContext): Promise<ResponseOf<E['IsCompanyLive']>> {
  return { IsLive: (await companySettings(ctx.tx)).CustomerStatus === PortalCustomerStatus.Live };
}

export async function isDeactivated(ctx: RequestContext): Promise<ResponseOf<E['IsDeactivated']>> {
  return {
    IsDeactivated: (await companySettings(ctx.tx)).CustomerStatus !== PortalCustomerStatus.Live,
  };
}

export async function isAdvanced(
  ctx: RequestContext,
  { query }: InputOf<E['IsAdvanced']>,
): Promise<ResponseOf<E['IsAdvanced']>> {
  await requireCommunity(ctx, query.communityAgentId);
  const [row] = await queryRows<{ is_advanced: boolean }>(
    ctx.tx,
    sql`select is_advanced from portal_company_settings`,
  );
  return { IsAdvanced: row?.is_advanced ?? false };
}

/** ComWebPortal/PushCustomer: the company's portal set up (status 1) once its address is saved. */
export async function pushCustomer(ctx: RequestContext): Promise<ResponseOf<E['PushCustomer']>> {
  const company = await companySettings(ctx.tx);
  if (company.CompanyUrl === null) throw appError('PortalCompanyNotSetUp');
  if (company.CustomerStatus !== PortalCustomerStatus.NotStarted)
    return { CustomerStatus: company.CustomerStatus };
  await ctx.tx
    .update(portalCompanySettings)
    .set({ customerStatus: PortalCustomerStatus.Pushed, updatedAt: sql`now()` });
  return { CustomerStatus: PortalCustomerStatus.Pushed };
}

/** ComWebPortal/CreateAdmin: the caller becomes the portal's first administrator (kept after). */
export async function createAdmin(ctx: RequestContext): Promise<ResponseOf<E['CreateAdmin']>> {
  await ctx.tx
    .insert(portalCompanySettings)
    .values({ companyId: ctx.user.companyId, adminUserId: ctx.user.userId })
    .onConflictDoUpdate({
      target: portalCompanySettings.companyId,
      set: {
        adminUserId: sql`coalesce(${portalCompanySettings.adminUserId}, excluded.admin_user_id)`,
      },
    });
  const [row] = await queryRows<{ admin_user_id: string | number }>(
    ctx.tx,
    sql`select admin_user_id from portal_company_settings`,
  );
  return { AdminUserId: Number(row?.admin_user_id ?? ctx.user.userId) };
}
