import type { contract, CouponOwner, InputOf, ResponseOf } from '@hoa/contract';
import { queryRows, sql, type SQL } from '@hoa/db';
import {
  CodeTypeId,
  CouponSortOptionId,
  escapeLike,
  type CouponSortOptionIdValue,
} from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { billedOwnersSql, billedOwnerOf, type BilledOwnerRow } from '../statements/index';

type List = typeof contract.coupons.GetCouponOwnersList;
type Filters = InputOf<List>['body'];

interface Row extends BilledOwnerRow {
  sections: string | null;
  is_direct_debit: boolean;
  is_hold_payment: boolean;
  total: string | number;
}

const leadingNumber = (column: string) =>
  sql.raw(`nullif(substring(${column} from '^[0-9]{1,18}'), '')::numeric`);

/** ORDER BY of the six coupon sort options; property id breaks ties. */
function orderBy(option: CouponSortOptionIdValue): SQL {
  const S = CouponSortOptionId;
  switch (option) {
    case S.AccountNumber:
      return sql`x.account_number nulls last`;
    case S.LastName:
      return sql`lower(x.last_name), lower(x.first_name) nulls last`;
    case S.MailingZipCode:
      return sql`x.m_postal_code nulls last, lower(x.last_name)`;
    case S.BalanceHighestFirst:
      return sql`x.balance desc`;
    case S.BalanceLowestFirst:
      return sql`x.balance`;
    case S.PropertyAddress:
      return sql`lower(x.p_street_name) nulls last, ${leadingNumber('x.p_street_number')} nulls last,
                 x.p_street_number, x.p_unit`;
  }
}

/** Each word of the search must be in the owner's names, account number or property address. */
function searchFilter(text: string): SQL {
  const words = text.split(/\s+/).filter(Boolean);
  const haystack = sql`concat_ws(' ', x.owner_name, x.last_name, x.account_number, x.p_street_number,
                                 x.p_street_name, x.p_unit)`;
  return sql.join(
    words.map((word) => sql` and ${haystack} ilike ${`%${escapeLike(word)}%`}`),
    sql``,
  );
}

function filters(f: Filters): SQL {
  return sql`${searchFilter(f.SearchText)}
    ${f.BalanceOver === null ? sql`` : sql` and x.balance > ${f.BalanceOver}`}
    ${f.IsDirectDebit === null ? sql`` : sql` and x.is_direct_debit = ${f.IsDirectDebit}`}
    ${f.IsHoldPayment === null ? sql`` : sql` and x.is_hold_payment = ${f.IsHoldPayment}`}
    ${
      f.SectionId === null
        ? sql``
        : sql` and exists (select 1 from charge_assignments s
                where s.agent_id = x.property_id and s.code_id = ${f.SectionId})`
    }`;
}

/**
 * Coupon/GetCouponOwnersList: the billed owners of a community with their sections, direct
 * debit and hold flags and balance, filtered, sorted by one of the six options, and paged by
 * Skip and Take (the screen takes them all and pages locally); every row carries the total.
 */
export async function getCouponOwnersList(
  ctx: RequestContext,
  { body: f }: InputOf<List>,
): Promise<ResponseOf<List>> {
  requireClaim(ctx, 'owner', 'read');
  await requireCommunity(ctx, f.CommunityAgentId);
  const rows = await queryRows<Row>(
    ctx.tx,
    sql`select x.*, count(*) over () as total from (
          select b.*, sec.sections, coalesce(cs.is_on_hold, false) as is_hold_payment,
                 exists (select 1 from direct_debit_enrollments e
                          where e.owner_agent_id = b.owner_agent_id and e.is_active) as is_direct_debit
            from (${billedOwnersSql(f.CommunityAgentId)}) b
            left join collection_statuses cs on cs.property_agent_id = b.property_id
            left join lateral (
              select string_agg(k.code_alias, ', ' order by k.code_alias) as sections
                from charge_assignments s
                join codes k on k.id = s.code_id and k.code_type_id = ${CodeTypeId.Section}::smallint
               where s.agent_id = b.property_id) sec on true) x
         where true ${filters(f)}
         order by ${orderBy(f.SortOption as CouponSortOptionIdValue)}, x.property_id
         offset ${f.Skip} limit ${f.Take}`,
  );
  return rows.map((row): CouponOwner => {
    const owner = billedOwnerOf(row);
    return {
      TopsAgentId: owner.ownerAgentId,
      LastName: row.last_name,
      OwnerName: owner.name,
      PropertyAgentId: owner.propertyAgentId,
      AddressDisplay: owner.propertyAddress,
      MailingPostalCode: row.m_postal_code ?? '',
      AccountNumber: owner.accountNumber,
      Sections: row.sections ?? '',
      IsDirectDebit: row.is_direct_debit,
      IsHoldPayment: row.is_hold_payment,
      Balance: owner.balanceCents,
      TotalOwners: Number(row.total),
    };
  });
}
