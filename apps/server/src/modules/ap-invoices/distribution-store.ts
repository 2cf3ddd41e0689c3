import {
  defaultDistributionDetails,
  defaultDistributions,
  queryRows,
  sql,
  type SQL,
} from '@hoa/db';
import type { contract, DefaultDistribution, InputOf } from '@hoa/contract';
import { defaultDistributionProblem, percentageThousandths } from '@hoa/domain';
import { requireCommunity } from '../../http/access';
import { badRequest, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { requireCommunityAccounts, requireVendor } from './invoice-queries';
import { idArray, inUserCommunities } from '../../sql/index';

export type DistributionBody = InputOf<
  typeof contract.defaultDistributions.AddDefaultDistribution
>['body'];

type Header = Omit<DefaultDistribution, 'Distributions'>;

/**
 * Default distributions matching a filter, in the caller's communities only, with their lines
 * when asked (percentages as numbers with 3 decimals).
 */
export async function readDistributions(
  ctx: RequestContext,
  filter: SQL,
  includeDetails = true,
): Promise<DefaultDistribution[]> {
  const headers = await queryRows<Header>(
    ctx.tx,
    sql`select d.id::int8 as "DistributionId", d.community_agent_id::int8 as "CommunityId",
               cc.display_name as "CommunityName", d.vendor_agent_id::int8 as "VendorId",
               vc.display_name as "VendorName", d.txn_type_id as "TopsTxnTypeId",
               d.suggested as "Suggested"
          from default_distributions d
          left join contacts cc on cc.agent_id = d.community_agent_id
          left join contacts vc on vc.agent_id = d.vendor_agent_id
         where ${inUserCommunities(ctx, sql`d.community_agent_id`)} and ${filter}
         order by cc.display_name, vc.display_name, d.txn_type_id, d.id`,
  );
  if (headers.length === 0 || !includeDetails) {
    return headers.map((header) => ({ ...header, Distributions: [] }));
  }
  const details = await queryRows<DefaultDistribution['Distributions'][number] & { Of: number }>(
    ctx.tx,
    sql`select x.id::int8 as "DistributionDetailId", x.distribution_id::int8 as "Of",
               x.account_id::int8 as "AccountId",
               a.account_number || ' ' || a.account_name as "AccountName",
               x.cost_center_id::int8 as "CostCenterId", x.percentage::float8 as "Percentage" -- fractional: numeric(6,3)
          from default_distribution_details x join accounts a on a.id = x.account_id
         where x.distribution_id = any(${idArray(headers.map((h) => h.DistributionId))})
         order by x.id`,
  );
  return headers.map((header) => ({
    ...header,
    Distributions: details
      .filter((detail) => detail.Of === header.DistributionId)
      .map(({ Of: _of, ...detail }) => detail),
  }));
}

/** One default distribution of the caller's communities, else 404. */
export async function readDistribution(
  ctx: RequestContext,
  distributionId: number,
): Promise<DefaultDistribution> {
  const [found] = await readDistributions(ctx, sql`d.id = ${distributionId}::bigint`);
  if (!found) throw notFound();
  return found;
}

/** The spec's checks, then community on the list, vendor, and the community's accounts. */
export async function checkDistribution(
  ctx: RequestContext,
  body: DistributionBody,
): Promise<{ communityId: number; vendorId: number }> {
  const problem = defaultDistributionProblem({
    communityId: body.CommunityId,
    vendorId: body.VendorId,
    lines: body.Distributions.map((line) => ({
      accountId: line.AccountId,
      percentage: line.Percentage,
    })),
  });
  if (problem || body.CommunityId === null || body.VendorId === null) {
    throw badRequest(problem ?? 'Community is required');
  }
  await requireCommunity(ctx, body.CommunityId);
  await requireVendor(ctx, body.VendorId);
  await requireCommunityAccounts(ctx, body.CommunityId, body.Distributions);
  return { communityId: body.CommunityId, vendorId: body.VendorId };
}

/** The message when the community and vendor already have one for the type. */
export const duplicateDistributionMessage =
  'A default distribution already exists for this community, vendor and type.';

/** Writes the header (new when id is null) and replaces the lines; returns the id. */
export async function writeDistribution(
  ctx: RequestContext,
  id: number | null,
  body: DistributionBody,
  parties: { communityId: number; vendorId: number },
): Promise<number> {
  const [clash] = await queryRows<{ id: number }>(
    ctx.tx,
    sql`select id::int8 as id from default_distributions
         where community_agent_id = ${parties.communityId}::bigint
           and vendor_agent_id = ${parties.vendorId}::bigint
           and txn_type_id = ${body.TopsTxnTypeId} and id <> ${id ?? 0}::bigint`,
  );
  if (clash) throw badRequest(duplicateDistributionMessage);
  const values = {
    communityAgentId: parties.communityId,
    vendorAgentId: parties.vendorId,
    txnTypeId: body.TopsTxnTypeId,
    suggested: body.Suggested,
  };
  let distributionId = id;
  if (distributionId === null) {
    const [row] = await ctx.tx
      .insert(defaultDistributions)
      .values({ companyId: ctx.user.companyId, ...values })
      .returning({ id: defaultDistributions.id });
    if (!row) throw new Error('Default distribution insert returned no row');
    distributionId = row.id;
  } else {
    await ctx.tx
      .update(defaultDistributions)
      .set(values)
      .where(sql`${defaultDistributions.id} = ${distributionId}::bigint`);
    await ctx.tx.execute(
      sql`delete from default_distribution_details where distribution_id = ${distributionId}::bigint`,
    );
  }
  const newId = distributionId;
  await ctx.tx.insert(defaultDistributionDetails).values(
    body.Distributions.map((line) => ({
      companyId: ctx.user.companyId,
      distributionId: newId,
      accountId: line.AccountId ?? 0,
      costCenterId: line.CostCenterId,
      percentage: percentageThousandths(line.Percentage ?? 0) / 1000,
    })),
  );
  return newId;
}
