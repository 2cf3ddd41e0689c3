import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { BankServiceTypes, SmartBankingFeatures, subscriptionProblem } from '@hoa/domain';
import { requireClaim } from '../../http/access';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { bankCommunities, loadBankAgent, requireBankCommunities } from './bank-access';
import { idArray } from '../../sql/index';

type B = typeof contract.bankIntegration;

export function getSmartBankingFeatures(
  ctx: RequestContext,
): Promise<ResponseOf<B['GetSmartBankingFeatures']>> {
  requireClaim(ctx, 'bank', 'read');
  return Promise.resolve({ Features: [...SmartBankingFeatures], Services: [...BankServiceTypes] });
}

/** The services matrix: the caller's communities at the bank and their subscribed services. */
export async function getBankServices(
  ctx: RequestContext,
  { query }: InputOf<B['GetBankServices']>,
): Promise<ResponseOf<B['GetBankServices']>> {
  const bank = await loadBankAgent(ctx, query.bankId, 'read');
  const communities = await bankCommunities(ctx, bank.id);
  const subscribed = await queryRows<{ community: number; service: number }>(
    ctx.tx,
    sql`select community_agent_id::int8 as community, bank_service_id as service
          from community_bank_services
         where bank_agent_id = ${bank.id}
           and community_agent_id = any(${idArray(communities.map((c) => c.CommunityId))})
         order by bank_service_id`,
  );
  return communities.map((c) => ({
    ...c,
    BankServiceIds: subscribed.filter((s) => s.community === c.CommunityId).map((s) => s.service),
  }));
}

/** Subscribes (or unsubscribes) the communities to (from) the services, set-based. */
async function setSubscriptions(
  ctx: RequestContext,
  bankId: number,
  communityIds: readonly number[],
  serviceIds: readonly number[],
  subscribe: boolean,
): Promise<{ success: true }> {
  const bank = await loadBankAgent(ctx, bankId, 'update');
  for (const serviceId of serviceIds) {
    const problem = subscriptionProblem(serviceId, communityIds.length);
    if (problem) throw badRequest(problem);
  }
  await requireBankCommunities(ctx, bank.id, communityIds);
  if (subscribe) {
    await ctx.tx.execute(
      sql`insert into community_bank_services (company_id, bank_agent_id, community_agent_id, bank_service_id)
          select ${ctx.user.companyId}, ${bank.id}, c, s::smallint
            from unnest(${idArray(communityIds)}) c cross join unnest(${idArray(serviceIds)}) s
          on conflict (bank_agent_id, community_agent_id, bank_service_id) do nothing`,
    );
  } else {
    await ctx.tx.execute(
      sql`delete from community_bank_services
           where bank_agent_id = ${bank.id} and community_agent_id = any(${idArray(communityIds)})
             and bank_service_id = any(${idArray(serviceIds)}::smallint[])`,
    );
  }
  return { success: true };
}

export const subscribeToBankService = (
  ctx: RequestContext,
  { body }: InputOf<B['SubscribeToBankService']>,
) => setSubscriptions(ctx, body.BankId, [body.CommunityId], [body.BankServiceId], true);
export const subscribeToBankServices = (
  ctx: RequestContext,
  { body }: InputOf<B['SubscribeToBankServices']>,
) => setSubscriptions(ctx, body.BankId, [body.CommunityId], body.BankServiceIds, true);
export const unsubscribeFromBankService = (
  ctx: RequestContext,
  { body }: InputOf<B['UnsubscribeFromBankService']>,
) => setSubscriptions(ctx, body.BankId, [body.CommunityId], [body.BankServiceId], false);
export const unsubscribeFromBankServices = (
  ctx: RequestContext,
  { body }: InputOf<B['UnsubscribeFromBankServices']>,
) => setSubscriptions(ctx, body.BankId, [body.CommunityId], body.BankServiceIds, false);
export const massSubscribeToBankServices = (
  ctx: RequestContext,
  { body }: InputOf<B['MassSubscribeToBankServices']>,
) => setSubscriptions(ctx, body.BankId, body.CommunityList, [body.BankServiceId], true);
export const massUnsubscribeFromBankServices = (
  ctx: RequestContext,
  { body }: InputOf<B['MassUnsubscribeFromBankServices']>,
) => setSubscriptions(ctx, body.BankId, body.CommunityList, [body.BankServiceId], false);

export async function getCommunityBankServiceSetting(
  ctx: RequestContext,
  { query }: InputOf<B['GetCommunityBankServiceSetting']>,
): Promise<ResponseOf<B['GetCommunityBankServiceSetting']>> {
  const rows = await getBankServices(ctx, { query: { bankId: query.bankId } } as InputOf<
    B['GetBankServices']
  >);
  return rows.map((r) => ({
    CommunityId: r.CommunityId,
    CommunityName: r.CommunityName,
    IsEnabled: r.BankServiceIds.includes(query.service),
  }));
}

/** Sets which listed communities have the service: the enabled ones on, the others off. */
export async function saveCommunityBankServiceSetting(
  ctx: RequestContext,
  { body }: InputOf<B['SaveCommunityBankServiceSetting']>,
) {
  const on = body.CommunityList.filter((c) => c.IsEnabled).map((c) => c.CommunityId);
  const off = body.CommunityList.filter((c) => !c.IsEnabled).map((c) => c.CommunityId);
  const problem = subscriptionProblem(body.BankServiceId, on.length);
  if (problem) throw badRequest(problem);
  if (on.length > 0) await setSubscriptions(ctx, body.BankId, on, [body.BankServiceId], true);
  if (off.length > 0) await setSubscriptions(ctx, body.BankId, off, [body.BankServiceId], false);
  if (on.length + off.length === 0) await loadBankAgent(ctx, body.BankId, 'update');
  return { success: true as const };
}
