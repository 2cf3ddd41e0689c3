import { queryRows, sql, type SQL } from '@hoa/db';
import { CashReceiptTxnTypeIds, PaymentReversalTxnTypeIds } from '@hoa/domain';
import type { ReportColumn, ReportData, ReportRow } from '../../documents/index';
import type { RequestContext } from '../../http/request-context';
import { idArray } from '../../sql/index';
import { communityReportData } from '../work-order-reports/index';

/** One processed resale with its settlement statement's figures (cents). */
export interface SettlementLine {
  communityAgentId: number;
  communityName: string;
  settlementDate: string;
  account: string;
  property: string;
  sellers: string;
  buyer: string;
  /** What the sellers owed for the lines dated before the settlement date. */
  balanceAtSettlement: number;
  /** What the resale moved to the buyer. */
  carriedToBuyer: number;
  /** The sellers' payments (net of NSFs and backouts) dated on or after the settlement date. */
  collected: number;
  /** The sellers' balance today. */
  sellersOweNow: number;
}

const paymentTypes = idArray([...CashReceiptTxnTypeIds, ...PaymentReversalTxnTypeIds]);

/**
 * The settlements of the communities `where` selects (alias s for property_settlements) in the
 * range, by community name, then date and property.
 */
export function settlementLines(
  ctx: RequestContext,
  where: SQL,
  range: { startDate: string; endDate: string },
): Promise<SettlementLine[]> {
  return queryRows<SettlementLine>(
    ctx.tx,
    sql`select s.community_agent_id::int8 as "communityAgentId",
               coalesce(cc.display_name, '') as "communityName",
               s.settlement_date::text as "settlementDate",
               coalesce(pd.account_number, '') as account,
               coalesce(pc.display_name, '') as property,
               coalesce((select string_agg(k.display_name, '; ' order by k.display_name)
                         from contacts k where k.agent_id = any(s.seller_agent_ids)), '') as sellers,
               coalesce(bc.display_name, '') as buyer,
               s.seller_balance_cents::int8 as "balanceAtSettlement",
               s.carried_cents::int8 as "carriedToBuyer",
               coalesce((select -sum(l.amount_cents) from ar_lines l
                          where l.owner_agent_id = any(s.seller_agent_ids)
                            and l.txn_type_id = any(${paymentTypes})
                            and l.post_date >= s.settlement_date), 0)::int8 as collected,
               coalesce((select sum(l.amount_cents) from ar_lines l
                          where l.owner_agent_id = any(s.seller_agent_ids)), 0)::int8
                 as "sellersOweNow"
        from property_settlements s
        left join contacts cc on cc.agent_id = s.community_agent_id
        left join contacts pc on pc.agent_id = s.property_agent_id
        left join property_details pd on pd.agent_id = s.property_agent_id
        left join contacts bc on bc.agent_id = s.buyer_agent_id
        where ${where}
          and s.settlement_date between ${range.startDate}::date and ${range.endDate}::date
        order by lower(coalesce(cc.display_name, '')), s.community_agent_id, s.settlement_date,
                 lower(coalesce(pc.display_name, '')), s.id`,
  );
}

const moneyKeys = ['balanceAtSettlement', 'carriedToBuyer', 'collected', 'sellersOweNow'] as const;

const columns: ReportColumn[] = [
  { key: 'settlementDate', title: 'Settlement date', kind: 'date' },
  { key: 'account', title: 'Account', kind: 'text', width: 1 },
  { key: 'property', title: 'Property', kind: 'text', width: 2 },
  { key: 'sellers', title: 'Sellers', kind: 'text', width: 2 },
  { key: 'buyer', title: 'Buyer', kind: 'text', width: 1.8 },
  { key: 'balanceAtSettlement', title: 'Balance at settlement', kind: 'money' },
  { key: 'carriedToBuyer', title: 'Carried to buyer', kind: 'money' },
  { key: 'collected', title: 'Collected since', kind: 'money' },
  { key: 'sellersOweNow', title: 'Sellers owe now', kind: 'money' },
];

const lineRow = (l: SettlementLine): ReportRow => ({
  cells: {
    settlementDate: l.settlementDate,
    account: l.account,
    property: l.property,
    sellers: l.sellers,
    buyer: l.buyer,
    ...Object.fromEntries(moneyKeys.map((k) => [k, Number(l[k])])),
  },
});

const totalRows = (
  label: string,
  lines: readonly SettlementLine[],
  style: 'subtotal' | 'total',
): ReportRow[] => [
  {
    cells: {
      property: `${label}: ${String(lines.length)} propert${lines.length === 1 ? 'y' : 'ies'}`,
      ...Object.fromEntries(
        moneyKeys.map((k) => [k, lines.reduce((sum, l) => sum + Number(l[k]), 0)]),
      ),
    },
    style,
  },
];

/** The settlement report of these lines: a row each, or by community with subtotals; the total. */
export function settlementReportData(
  head: Pick<ReportData, 'title' | 'subtitle' | 'fileName'>,
  lines: readonly SettlementLine[],
  byCommunity: boolean,
): ReportData {
  return communityReportData(
    head,
    { columns, sectionColumn: 'property', lineRow, totalRows },
    lines,
    byCommunity,
  );
}
