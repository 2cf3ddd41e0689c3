import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { ChargeMessages, claimForTxnType, localDay, StatusId } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { badRequest, forbidden } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { chargeCalculator, requireRunFlag } from './calculators/index';
import { offeredCodes, periodStarts, withSelection } from './run-codes';

type GetSettings = typeof contract.charges.GetSettings;

/**
 * GetSettings of a charge run: the codes offered with their due and auto-select state on the date
 * (today by default), the run's last applied date, the properties billed, the open period holding
 * the date (of the fiscal year asked, if any) and a run still accrued.
 */
export function getSettings(
  ctx: RequestContext,
  input: InputOf<GetSettings>,
): Promise<ResponseOf<GetSettings>> {
  return chargeSettings(ctx, input.query);
}

/** The settings of a run type, checked: GetSettings and GetSettingsAsync. */
export async function chargeSettings(
  ctx: RequestContext,
  query: InputOf<GetSettings>['query'],
): Promise<ResponseOf<GetSettings>> {
  const { communityAgentId, topsTxnTypeId, fiscalYearId } = query;
  const calculator = chargeCalculator(topsTxnTypeId);
  if (!calculator) throw badRequest(ChargeMessages.notChargeRun);
  const claim = claimForTxnType(topsTxnTypeId);
  if (!claim) throw forbidden();
  requireClaim(ctx, claim, 'read');
  requireRunFlag(ctx, calculator);
  await requireCommunity(ctx, communityAgentId);
  const postDate = query.postDate ?? localDay(new Date());
  const codes = await offeredCodes(ctx.tx, [communityAgentId], calculator.offersCode);
  const starts = (await periodStarts(ctx.tx, [communityAgentId])).get(communityAgentId) ?? [];
  const [facts] = await queryRows<{
    last_applied: string | null;
    properties: number;
    accrued: string | number | null;
    start_date: string | null;
    end_date: string | null;
  }>(
    ctx.tx,
    sql`select (select max(i.post_date)::text from items i
                 where i.community_agent_id = ${communityAgentId}
                   and i.txn_type_id = ${topsTxnTypeId}::smallint
                   and i.status_id = ${StatusId.Posted}::smallint) as last_applied,
               (select count(distinct ca.agent_id)::int from charge_assignments ca
                 where ca.community_agent_id = ${communityAgentId}) as properties,
               (select max(i.id) from items i where i.community_agent_id = ${communityAgentId}
                   and i.txn_type_id = ${topsTxnTypeId}::smallint
                   and i.status_id = ${StatusId.Accrued}::smallint) as accrued,
               p.start_date::text, p.end_date::text
          from (select 1) one
          left join (accounting_periods p join fiscal_years fy on fy.id = p.fiscal_year_id
                     and fy.community_agent_id = ${communityAgentId}
                     ${fiscalYearId === undefined ? sql`` : sql`and fy.id = ${fiscalYearId}`})
            on ${postDate}::date between p.start_date and p.end_date and p.is_open
         limit 1`,
  );
  const period =
    facts?.start_date && facts.end_date
      ? { StartDate: facts.start_date, EndDate: facts.end_date }
      : null;
  return {
    LastApplied: facts?.last_applied ?? null,
    PropertiesCount: facts?.properties ?? 0,
    Codes: codes.map((code) => withSelection(calculator, code, postDate, starts)),
    Period: period,
    AccruedItemId: facts?.accrued == null ? null : Number(facts.accrued),
    errorMessage: period ? null : ChargeMessages.noOpenPeriod(postDate),
  };
}
