import { queryRows, sql, type SQL } from '@hoa/db';
import type { AdjustmentCode } from '@hoa/contract';
import { CodeAccountTypeId, CodeTypeId, codeTypeIdsInGroup } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';

interface CodeRow {
  id: string | number;
  type: number;
  category: string | number | null;
  alias: string;
  name: string;
  description: string | null;
  amount: string | number;
  income_number: string | null;
  receivable_number: string | null;
  hold_account: string | number | null;
  hold_center: string | number | null;
  income_account: string | number | null;
  balance: string | number;
}

const num = (value: string | number | null) => (value === null ? null : Number(value));

/**
 * The community's charge-group codes (types of spec 3 §3 'Code fields' group Charge) with their
 * accounts and the owner's balance of each: the hold account (receivable; the prepaid code's
 * liability) is the debit side, the income account the offset of a charge or waive.
 */
export async function chargeCodesWithBalances(
  ctx: RequestContext,
  communityId: number,
  ownerAgentId: number | null,
  filter: SQL = sql``,
): Promise<AdjustmentCode[]> {
  const charge = `{${codeTypeIdsInGroup('Charge').join(',')}}`;
  const rows = await queryRows<CodeRow>(
    ctx.tx,
    sql`select c.id, c.code_type_id as type, c.code_category_id as category, c.code_alias as alias,
               c.code_name as name, c.code_description as description, c.amount_cents as amount,
               ia.account_number as income_number, ra.account_number as receivable_number,
               case when c.code_type_id = ${CodeTypeId.PrePaid} then i.account_id else r.account_id end
                 as hold_account,
               case when c.code_type_id = ${CodeTypeId.PrePaid} then i.cost_center_id else r.cost_center_id end
                 as hold_center,
               case when c.code_type_id = ${CodeTypeId.PrePaid} then null else i.account_id end
                 as income_account,
               coalesce(b.balance_cents, 0) as balance
          from codes c
          left join code_accounts r on r.code_id = c.id
           and r.code_account_type_id = ${CodeAccountTypeId.Receivable}
          left join accounts ra on ra.id = r.account_id
          left join code_accounts i on i.code_id = c.id
           and i.code_account_type_id = ${CodeAccountTypeId.Income}
          left join accounts ia on ia.id = i.account_id
          left join owner_code_balances b on b.code_id = c.id and b.owner_agent_id = ${ownerAgentId}
         where c.community_agent_id = ${communityId}
           and c.code_type_id = any(${charge}::smallint[]) ${filter}
         order by c.code_alias, c.id`,
  );
  return rows.map((row) => ({
    CodeID: Number(row.id),
    CodeTypeID: row.type,
    CodeCategoryID: num(row.category),
    CodeAlias: row.alias,
    CodeName: row.name,
    CodeDescription: row.description,
    Amount: Number(row.amount),
    IncomeAccountCode: row.income_number,
    ReceivableAccountCode: row.receivable_number,
    DebitAccountId: num(row.hold_account),
    DebitCostCenterId: num(row.hold_center),
    CreditAccountId: num(row.income_account),
    Balance: Number(row.balance),
  }));
}
