import { queryRows, sql, type SQL } from '@hoa/db';
import {
  AssessmentCodeTypeIds,
  assessmentCents,
  couponSchedule,
  CouponMessages,
  couponScanLine,
  fitsScanLine,
  FrequencyId,
  isCouponFrequency,
  MethodId,
  shareByOwnership,
  type Coupon,
  type CouponBookRequest,
  type RecurringCharge,
} from '@hoa/domain';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { primaryOwners } from '../charges/index';
import type { BilledOwner, RemitTo } from '../statements/index';
import { idArray } from '../../sql/index';

export interface PrintedCoupon extends Coupon {
  scanLine: string;
}

export interface CouponBook {
  owner: BilledOwner;
  remit: RemitTo;
  coupons: PrintedCoupon[];
}

interface AssignmentRow {
  property_id: string | number;
  code_id: string | number;
  code_alias: string;
  frequency_id: number | null;
  method_id: number | null;
  amount_cents: string | number;
  rate: string | null;
  start_date: string | null;
  end_date: string | null;
  assessed_value_cents: string | number | null;
  square_feet: number | null;
  percent_ownership: string | null;
}

const couponFrequencies = Object.values(FrequencyId).filter(isCouponFrequency);
const list = (ids: readonly number[]) => sql.raw(ids.join(','));

/** The recurring assessment codes (types 1, 2, 18 of a coupon frequency) assigned to properties. */
function assignmentsSql(communityAgentId: number): SQL {
  return sql`select ca.agent_id as property_id, k.id as code_id, k.code_alias, k.frequency_id,
        k.method_id, k.amount_cents, k.rate::text as rate, k.start_date::text as start_date,
        k.end_date::text as end_date, pd.assessed_value_cents, pd.square_feet,
        pd.percent_ownership::text as percent_ownership
      from charge_assignments ca
      join codes k on k.id = ca.code_id
      join (${primaryOwners(sql`select ${communityAgentId}::bigint`)}) o on o.property_id = ca.agent_id
      left join property_details pd on pd.agent_id = ca.agent_id
     where ca.community_agent_id = ${communityAgentId}::bigint
       and k.code_type_id in (${list(AssessmentCodeTypeIds)})
       and k.frequency_id in (${list(couponFrequencies)})`;
}

/**
 * What each assignment bills per charge, as the charge run works it out: flat, percent of value,
 * square feet × rate; a total shared by percent ownership is shared over every billed property
 * assigned the code, so those codes read all their assignments.
 */
async function recurringCharges(
  ctx: RequestContext,
  communityAgentId: number,
  propertyIds: readonly number[],
): Promise<Map<number, RecurringCharge[]>> {
  const rows = await queryRows<AssignmentRow>(
    ctx.tx,
    sql`select * from (${assignmentsSql(communityAgentId)}) a
         where a.property_id = any(${idArray(propertyIds)}) or a.method_id = ${MethodId.TotalTimesPercentOwnership}
         order by a.code_alias, a.property_id`,
  );
  const wanted = new Set(propertyIds);
  const shares = new Map<string, number>();
  const shared = rows.filter((r) => r.method_id === MethodId.TotalTimesPercentOwnership);
  for (const codeId of new Set(shared.map((r) => Number(r.code_id)))) {
    const ofCode = shared.filter((r) => Number(r.code_id) === codeId);
    const parts = shareByOwnership(
      Number(ofCode[0]?.amount_cents ?? 0),
      ofCode.map((r) => r.percent_ownership),
    );
    ofCode.forEach((r, i) => shares.set(`${codeId}:${String(r.property_id)}`, parts[i] ?? 0));
  }
  const byProperty = new Map<number, RecurringCharge[]>();
  for (const r of rows.filter((row) => wanted.has(Number(row.property_id)))) {
    const amount =
      r.method_id === MethodId.TotalTimesPercentOwnership
        ? (shares.get(`${String(r.code_id)}:${String(r.property_id)}`) ?? 0)
        : assessmentCents(
            { MethodId: r.method_id, Amount: Number(r.amount_cents), Rate: r.rate },
            {
              AssessedValueCents:
                r.assessed_value_cents === null ? null : Number(r.assessed_value_cents),
              SquareFeet: r.square_feet,
              PercentOwnership: r.percent_ownership,
            },
          );
    const charges = byProperty.get(Number(r.property_id)) ?? [];
    charges.push({
      CodeAlias: r.code_alias,
      FrequencyId: r.frequency_id,
      AmountCents: amount,
      StartDate: r.start_date,
      EndDate: r.end_date,
    });
    byProperty.set(Number(r.property_id), charges);
  }
  return byProperty;
}

/** The coupon books of owners: a coupon a month of their recurring charges with its scan line. */
export async function couponBooks(
  ctx: RequestContext,
  communityAgentId: number,
  owners: readonly BilledOwner[],
  request: CouponBookRequest,
  remit: RemitTo,
): Promise<CouponBook[]> {
  for (const owner of owners) {
    if (!owner.accountNumber) throw badRequest(CouponMessages.accountNumberMissing(owner.name));
    if (!fitsScanLine(owner.accountNumber)) {
      throw badRequest(CouponMessages.accountNumberTooLong(owner.accountNumber));
    }
  }
  const charges = await recurringCharges(
    ctx,
    communityAgentId,
    owners.map((o) => o.propertyAgentId),
  );
  return owners.map((owner) => ({
    owner,
    remit,
    coupons: couponSchedule(request, charges.get(owner.propertyAgentId) ?? []).map((c) => ({
      ...c,
      scanLine: couponScanLine(owner.accountNumber ?? '', c.AmountCents),
    })),
  }));
}
