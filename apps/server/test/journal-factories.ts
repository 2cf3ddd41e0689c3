import type { SaveJournalEntryBody } from '@hoa/contract';
import { costCenters, queryRows, sql } from '@hoa/db';
import { AccountRequiredTypeId } from '@hoa/domain';
import type { Harness } from './app-harness';
import { signIn } from './api';
import { createTestCompany, type TestCompany } from './factories';
import { addFiscalYear, setRequiredAccount, setUpBooks, type Books } from './ledger-factories';

export interface JournalBooks {
  company: TestCompany;
  communityId: number;
  books: Books;
  /** The fiscal year 2025 before the books' 2026. */
  earlierYear: { fiscalYearId: number; periodIds: number[] };
  token: string;
}

/**
 * A company whose first community keeps books for 2025 and 2026 (12 open months each), with
 * retained earnings set as a required account unless told otherwise; signed in as its admin.
 */
export async function journalBooks(
  h: Harness,
  options: { retainedEarnings?: boolean; tier?: number } = {},
): Promise<JournalBooks> {
  const company = await createTestCompany(h.database, {
    communities: 2,
    ...(options.tier ? { tier: options.tier } : {}),
  });
  const communityId = company.communityIds[0] ?? 0;
  const books = await setUpBooks(h.database, company.companyId, communityId, 2026);
  const earlierYear = await addFiscalYear(h.database, company.companyId, communityId, 2025);
  if (options.retainedEarnings ?? true) {
    await setRequiredAccount(
      h.database,
      company.companyId,
      communityId,
      AccountRequiredTypeId.RetainedEarnings,
      books.account.retained,
    );
  }
  const token = await signIn(h.app, company.admin.userName);
  return { company, communityId, books, earlierYear, token };
}

type Line = [accountId: number, debitCents: number, creditCents: number];

/** A journal entry body: lines as [account, debit, credit] in cents. */
export function entryBody(
  communityId: number,
  postDate: string,
  lines: readonly Line[],
  extra: Partial<SaveJournalEntryBody> = {},
): SaveJournalEntryBody {
  return {
    CommunityAgentId: communityId,
    PostDate: postDate,
    Reference: 'JE-1',
    Description: 'Monthly accrual',
    Transactions: lines.map(([accountId, debit, credit]) => ({
      AccountId: accountId,
      Amount_Debit: debit || null,
      Amount_Credit: credit || null,
    })),
    ...extra,
  };
}

/** Debits minus credits of an account in the ledger, cents (optionally up to a date). */
export async function ledgerNet(
  h: Harness,
  j: JournalBooks,
  accountId: number,
  through = '9999-12-31',
): Promise<number> {
  const [row] = await h.database.withTenant(
    { companyId: j.company.companyId, userId: null },
    (tx) =>
      queryRows<{ net: string }>(
        tx,
        sql`select coalesce(sum(debit_cents - credit_cents), 0)::text as net
              from gl_lines where account_id = ${accountId} and post_date <= ${through}::date`,
      ),
  );
  return Number(row?.net ?? 0);
}

export interface LedgerCheck {
  /** Items whose lines do not balance. */
  unbalanced: number;
  /** Sum of every line, debits minus credits: the trial balance. */
  trialBalance: string;
  /** Assets − liabilities − equity − (income − expense): zero when the balance sheet balances. */
  balanceSheetGap: string;
  /** Closed years whose income and expense do not net to zero. */
  closedYearsWithIncome: number;
  /** Period balances that differ from the sum of their lines. */
  drift: number;
  /** Lines in a closed year written after that year's closing entry. */
  postedIntoClosed: number;
}

/** The ledger's invariants for one community, in one query; all zero when they hold. */
export async function checkLedger(h: Harness, j: JournalBooks): Promise<LedgerCheck> {
  const c = j.communityId;
  const [row] = await h.database.withTenant(
    { companyId: j.company.companyId, userId: null },
    (tx) =>
      queryRows<LedgerCheck>(
        tx,
        sql`with l as (select l.*, a.account_type_id as t from gl_lines l
                         join accounts a on a.id = l.account_id where l.community_agent_id = ${c})
            select
              (select count(*)::int from (select item_id from l group by item_id
                 having sum(debit_cents) <> sum(credit_cents)) u) as unbalanced,
              (select coalesce(sum(debit_cents - credit_cents), 0)::text from l) as "trialBalance",
              (select (coalesce(sum(debit_cents - credit_cents) filter (where t <= 5), 0)
                 - coalesce(sum(credit_cents - debit_cents) filter (where t between 6 and 10), 0)
                 - coalesce(sum(credit_cents - debit_cents) filter (where t in (11, 12)), 0))::text
                 from l) as "balanceSheetGap",
              (select count(*)::int from (select l.fiscal_year_id from l
                 join fiscal_years fy on fy.id = l.fiscal_year_id and fy.is_closed
                where l.t in (11, 12) group by l.fiscal_year_id
               having sum(debit_cents - credit_cents) <> 0) y) as "closedYearsWithIncome",
              (select count(*)::int from gl_period_balances b
                 left join (select account_id, cost_center_id, period_id, sum(debit_cents) d,
                                   sum(credit_cents) cr from l group by 1, 2, 3) s
                   on s.account_id = b.account_id and coalesce(s.cost_center_id, 0) = b.cost_center_key
                  and s.period_id = b.period_id
                where b.community_agent_id = ${c}
                  and (coalesce(s.d, 0) <> b.debit_cents or coalesce(s.cr, 0) <> b.credit_cents))
                as drift,
              (select count(*)::int from l
                 join fiscal_years fy on fy.id = l.fiscal_year_id and fy.is_closed
                 join year_closes yc on yc.fiscal_year_id = fy.id and yc.undo_item_id is null
                where l.id > (select max(x.id) from gl_lines x where x.item_id = yc.closing_item_id))
                as "postedIntoClosed"`,
      ),
  );
  if (!row) throw new Error('no ledger check');
  return row;
}

/** An item's ledger lines and its item-agent-detail lines flagged deleted. */
export async function itemLineCounts(
  h: Harness,
  j: JournalBooks,
  itemId: number,
): Promise<{ n: number; deleted: number }> {
  const [row] = await h.database.withTenant(
    { companyId: j.company.companyId, userId: null },
    (tx) =>
      queryRows<{ n: number; deleted: number }>(
        tx,
        sql`select (select count(*)::int from gl_lines where item_id = ${itemId}) as n,
                   (select count(*)::int from item_agent_details d join item_agents ia
                      on ia.id = d.item_agent_id where ia.item_id = ${itemId} and d.is_deleted) as deleted`,
      ),
  );
  return row ?? { n: -1, deleted: -1 };
}

/** A cost center of the books' community (20 Pool unless told otherwise); its id. */
export async function poolCostCenter(h: Harness, j: JournalBooks, number = '20', name = 'Pool') {
  const { companyId } = j.company;
  const [center] = await h.database.withTenant({ companyId, userId: null }, (tx) =>
    tx
      .insert(costCenters)
      .values({
        companyId,
        communityAgentId: j.communityId,
        costCenterNumber: number,
        costCenterName: name,
      })
      .returning({ id: costCenters.id }),
  );
  return center?.id ?? 0;
}
