import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accountingPeriods,
  eq,
  fiscalYears,
  glLines,
  queryRows,
  sql,
  type SQL,
  type Tx,
} from '@hoa/db';
import { AgentTypeId } from '@hoa/domain';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { createTestCompany } from '../../../test/factories';
import { checkLedger, journalBooks } from '../../../test/journal-factories';
import {
  isExpectedRefusal,
  ledgerOpArb,
  runLedgerOp,
  type LedgerOp,
} from '../../../test/ledger-operations';
import { newEntryItem, setUpBooks, type Books } from '../../../test/ledger-factories';
import { withJoinedReferences } from './joined-references';
import { postEntries } from './post-entries';

const runs = Number(process.env.LEDGER_PROPERTY_RUNS ?? 200);
interface Ctx {
  companyId: number;
  communityId: number;
  books: Books;
}

async function freshBooks(h: ReturnType<typeof useApp>): Promise<Ctx> {
  const company = await createTestCompany(h.database, { communities: 1 });
  const communityId = company.communityIds[0] ?? 0;
  const books = await setUpBooks(h.database, company.companyId, communityId);
  return { companyId: company.companyId, communityId, books };
}

/** The database's own error code, through the driver's wrapper. */
async function pgCode(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    const e = error as { cause?: { code?: string }; code?: string };
    return String(e.cause?.code ?? e.code);
  }
  return 'no error';
}

describe.each(testDatabases())('ledger invariants on $name', (testDb) => {
  const h = useApp(testDb);
  const inTenant = <T>(c: Ctx, fn: (tx: Tx) => Promise<T>) =>
    h.database.withTenant({ companyId: c.companyId, userId: null }, fn);

  it('posts a balanced entry and keeps the period balances', async () => {
    const c = await freshBooks(h);
    await inTenant(c, async (tx) => {
      const itemId = await newEntryItem(tx, c.companyId, c.communityId, '2026-03-10');
      await postEntries(tx, c.companyId, [
        {
          itemId,
          communityAgentId: c.communityId,
          postDate: '2026-03-10',
          lines: [
            { accountId: c.books.account.receivables, debitCents: 32_500, creditCents: 0 },
            { accountId: c.books.account.income, debitCents: 0, creditCents: 32_500 },
          ],
        },
      ]);
    });
    const balances = await inTenant(c, (tx) =>
      queryRows<{
        account_id: string;
        period_order: number;
        debit_cents: string;
        credit_cents: string;
      }>(
        tx,
        sql`select b.account_id::text, p.period_order, b.debit_cents::text, b.credit_cents::text
            from gl_period_balances b join accounting_periods p on p.id = b.period_id
            where b.community_agent_id = ${c.communityId} order by b.account_id`,
      ),
    );
    expect(balances).toEqual([
      {
        account_id: String(c.books.account.receivables),
        period_order: 3,
        debit_cents: '32500',
        credit_cents: '0',
      },
      {
        account_id: String(c.books.account.income),
        period_order: 3,
        debit_cents: '0',
        credit_cents: '32500',
      },
    ]);
  });

  it('refuses an unbalanced entry in the database even when the application check is bypassed', async () => {
    const c = await freshBooks(h);
    const code = await pgCode(
      inTenant(c, async (tx) => {
        const itemId = await newEntryItem(tx, c.companyId, c.communityId, '2026-02-01');
        await tx
          .insert(glLines)
          .values([
            line(c, itemId, c.books.account.cash, 10_000, 0),
            line(c, itemId, c.books.account.income, 0, 9_999),
          ]);
      }),
    );
    expect(code).toBe('GL001');
  });

  it('refuses posting into a closed period and a closed fiscal year, by the application and by the database', async () => {
    const c = await freshBooks(h);
    await inTenant(c, (tx) =>
      tx
        .update(accountingPeriods)
        .set({ isOpen: false })
        .where(eq(accountingPeriods.id, c.books.periodIds[0] ?? 0)),
    );
    const direct = await pgCode(
      inTenant(c, async (tx) => {
        const itemId = await newEntryItem(tx, c.companyId, c.communityId, '2026-01-15');
        await tx
          .insert(glLines)
          .values([
            line(c, itemId, c.books.account.cash, 500, 0, 0, '2026-01-15'),
            line(c, itemId, c.books.account.income, 0, 500, 0, '2026-01-15'),
          ]);
      }),
    );
    expect(direct).toBe('GL002');
    await expect(
      inTenant(c, async (tx) => {
        const itemId = await newEntryItem(tx, c.companyId, c.communityId, '2026-01-15');
        await postEntries(tx, c.companyId, [balanced(c, itemId, '2026-01-15', 500)]);
      }),
    ).rejects.toMatchObject({
      cause: { message: 'The post date 01/15/2026 falls in a closed accounting period.' },
    });

    await inTenant(c, (tx) =>
      tx
        .update(fiscalYears)
        .set({ isClosed: true })
        .where(eq(fiscalYears.id, c.books.fiscalYearId)),
    );
    const closedYear = await pgCode(
      inTenant(c, async (tx) => {
        const itemId = await newEntryItem(tx, c.companyId, c.communityId, '2026-06-15');
        await postEntries(tx, c.companyId, [balanced(c, itemId, '2026-06-15', 700)]);
      }),
    );
    expect(closedYear).toBe('GL002');
    const noPeriod = inTenant(c, async (tx) => {
      const itemId = await newEntryItem(tx, c.companyId, c.communityId, '2031-06-15');
      await postEntries(tx, c.companyId, [balanced(c, itemId, '2031-06-15', 700)]);
    });
    await expect(noPeriod).rejects.toThrow(
      'No accounting period of the community holds the post date (06/15/2031).',
    );
  });

  it('refuses any change to a posted line and to the period balances', async () => {
    const c = await freshBooks(h);
    await inTenant(c, async (tx) => {
      const itemId = await newEntryItem(tx, c.companyId, c.communityId, '2026-04-01');
      await postEntries(tx, c.companyId, [balanced(c, itemId, '2026-04-01', 1_000)]);
    });
    for (const change of [
      sql`update gl_lines set debit_cents = debit_cents + 1`,
      sql`delete from gl_lines`,
      sql`update gl_period_balances set debit_cents = 0`,
      sql`delete from gl_period_balances`,
    ]) {
      expect(await pgCode(inTenant(c, (tx) => tx.execute(change)))).toMatch(/^(GL003|42501)$/);
    }
  });

  it('refuses a line referring to another company’s account, and deleting an account in use', async () => {
    const c = await freshBooks(h);
    const other = await freshBooks(h);
    const foreign = await pgCode(
      inTenant(c, async (tx) => {
        const itemId = await newEntryItem(tx, c.companyId, c.communityId, '2026-05-01');
        await tx
          .insert(glLines)
          .values([
            line(c, itemId, other.books.account.cash, 800, 0, 4, '2026-05-01'),
            line(c, itemId, c.books.account.income, 0, 800, 4, '2026-05-01'),
          ]);
      }),
    );
    expect(foreign).toBe('23503');
    const missingItem = await pgCode(
      inTenant(c, (tx) =>
        tx
          .insert(glLines)
          .values([
            line(c, 0, c.books.account.cash, 800, 0, 4, '2026-05-01'),
            line(c, 0, c.books.account.income, 0, 800, 4, '2026-05-01'),
          ]),
      ),
    );
    expect(missingItem).toBe('23503');

    await inTenant(c, async (tx) => {
      const itemId = await newEntryItem(tx, c.companyId, c.communityId, '2026-05-01');
      await postEntries(tx, c.companyId, [balanced(c, itemId, '2026-05-01', 800)]);
    });
    for (const removal of [
      sql`delete from accounts where id = ${c.books.account.cash}`,
      sql`delete from fiscal_years where id = ${c.books.fiscalYearId}`,
      sql`delete from accounting_periods where fiscal_year_id = ${c.books.fiscalYearId}`,
      sql`delete from items where community_agent_id = ${c.communityId}`,
      sql`delete from agents where id = ${c.communityId}`,
    ]) {
      expect(await pgCode(inTenant(c, (tx) => tx.execute(removal)))).toBe('23503');
    }
  });

  it('refuses item agents, their lines and owner lines naming rows of another company', async () => {
    const c = await freshBooks(h);
    const other = await freshBooks(h);
    const refusal = async (statement: (itemId: number, itemAgentId: number) => SQL) => {
      try {
        await inTenant(c, async (tx) => {
          const itemId = await newEntryItem(tx, c.companyId, c.communityId, '2026-05-01');
          const [agent] = await queryRows<{ id: string }>(
            tx,
            sql`insert into item_agents (company_id, item_id, agent_id)
                values (${c.companyId}, ${itemId}, ${c.communityId}) returning id`,
          );
          await tx.execute(statement(itemId, Number(agent?.id)));
        });
      } catch (error) {
        const e = (error as { cause?: { code?: string; message?: string } }).cause;
        return `${e?.code}: ${e?.message}`;
      }
      return 'no error';
    };
    const foreignAccount = other.books.account.cash;
    // One static query per table (migration 0115): the message names the table, column and id.
    expect(
      await refusal(
        (itemId) => sql`insert into item_agents (company_id, item_id, agent_id)
                        values (${c.companyId}, ${itemId}, ${other.communityId})`,
      ),
    ).toBe(
      `23503: item_agents.agent_id = ${other.communityId} is not a row of agents of the same company.`,
    );
    expect(
      await refusal(
        (_, itemAgentId) => sql`insert into item_agent_details
            (company_id, item_agent_id, account_id, amount_cents, is_debit)
            values (${c.companyId}, ${itemAgentId}, ${foreignAccount}, 100, true)`,
      ),
    ).toBe(
      `23503: item_agent_details.account_id = ${foreignAccount} is not a row of accounts of the same company.`,
    );
    expect(
      await refusal(
        (_, itemAgentId) => sql`with line as (
              insert into item_agent_details (company_id, item_agent_id, account_id, amount_cents, is_debit)
              values (${c.companyId}, ${itemAgentId}, ${c.books.account.cash}, 100, true) returning id)
            update item_agents set item_id = 0 where id = ${itemAgentId}`,
      ),
    ).toBe('23503: item_agents.item_id = 0 is not a row of items of the same company.');
    expect(
      await refusal(
        (
          itemId,
        ) => sql`insert into ar_lines (company_id, community_agent_id, owner_agent_id, code_id,
              item_id, txn_type_id, post_date, amount_cents)
            values (${c.companyId}, ${c.communityId}, ${other.communityId}, 0, ${itemId}, 1,
                    '2026-05-01', 100)`,
      ),
    ).toBe(
      `23503: ar_lines.owner_agent_id = ${other.communityId} is not a row of agents of the same company.`,
    );
  });

  it('refuses an owner whose parent is not an agent of its company, and deleting a parent', async () => {
    // An owner line's property is read from its owner's parent unchecked (migration 0122).
    const c = await freshBooks(h);
    const other = await freshBooks(h);
    const refusal = async (statement: SQL) => {
      try {
        await inTenant(c, (tx) => tx.execute(statement));
      } catch (error) {
        const e = (error as { cause?: { code?: string; message?: string } }).cause;
        return `${e?.code}: ${e?.message}`;
      }
      return 'no error';
    };
    const agent = (typeId: number, parentId: number) =>
      sql`insert into agents (company_id, agent_type_id, parent_agent_id, community_agent_id)
          values (${c.companyId}, ${typeId}, ${parentId}, ${c.communityId}) returning id`;
    const notOfCompany = (id: number) =>
      `23503: agents.parent_agent_id = ${id} is not a row of agents of the same company.`;
    expect(await refusal(agent(AgentTypeId.PrimaryOwner, other.communityId))).toBe(
      notOfCompany(other.communityId),
    );
    expect(await refusal(agent(AgentTypeId.PreviousOwner, 0))).toBe(notOfCompany(0));
    const [owner] = await inTenant(c, (tx) =>
      queryRows<{ id: string }>(tx, agent(AgentTypeId.PrimaryOwner, c.communityId)),
    );
    expect(
      await refusal(
        sql`update agents set parent_agent_id = ${other.communityId} where id = ${owner?.id}`,
      ),
    ).toBe(notOfCompany(other.communityId));
    // Agents of other types are not checked; a parent with children is not deleted.
    expect(await refusal(agent(AgentTypeId.Vendor, 0))).toBe('no error');
    expect(await refusal(sql`delete from agents where id = ${c.communityId}`)).toBe(
      `23503: agents ${c.communityId} is referred to by agents.`,
    );
  });

  it('leaves out only the checks a statement names as joined, and only for that statement', async () => {
    const c = await freshBooks(h);
    const other = await freshBooks(h);
    const refusal = async (write: (tx: Tx, itemId: number) => Promise<unknown>) => {
      try {
        await inTenant(c, async (tx) => {
          await write(tx, await newEntryItem(tx, c.companyId, c.communityId, '2026-05-01'));
        });
      } catch (error) {
        return (error as { cause?: { message?: string } }).cause?.message;
      }
      return 'no error';
    };
    // An owner line naming another company's owner and no code (0).
    const ownerLine = (itemId: number) =>
      sql`insert into ar_lines (company_id, community_agent_id, owner_agent_id, code_id, item_id,
            txn_type_id, post_date, amount_cents)
          values (${c.companyId}, ${c.communityId}, ${other.communityId}, 0, ${itemId}, 1,
                  '2026-05-01', 100)`;
    const owner = `ar_lines.owner_agent_id = ${other.communityId} is not a row of agents of the same company.`;
    // Named: the owner is left out, the code still checked.
    expect(
      await refusal((tx, itemId) =>
        withJoinedReferences(tx, ['ar_lines.owner_agent_id'], () => tx.execute(ownerLine(itemId))),
      ),
    ).toBe('ar_lines.code_id = 0 is not a row of codes of the same company.');
    // The next statement is checked whole again.
    expect(
      await refusal(async (tx, itemId) => {
        await withJoinedReferences(tx, ['ar_lines.owner_agent_id'], () =>
          tx.execute(sql`select 1`),
        );
        await tx.execute(ownerLine(itemId));
      }),
    ).toBe(owner);
    // A column of another table leaves the owner line's checks as they are.
    expect(
      await refusal((tx, itemId) =>
        withJoinedReferences(tx, ['item_agents.agent_id'], () => tx.execute(ownerLine(itemId))),
      ),
    ).toBe(owner);
    // Ledger lines alike: their item named, another company's account is still refused.
    const foreign = other.books.account.cash;
    expect(
      await refusal((tx, itemId) =>
        withJoinedReferences(tx, ['gl_lines.item_id'], () =>
          tx
            .insert(glLines)
            .values([
              line(c, itemId, foreign, 800, 0, 4, '2026-05-01'),
              line(c, itemId, c.books.account.income, 0, 800, 4, '2026-05-01'),
            ]),
        ),
      ),
    ).toBe(`gl_lines.account_id = ${foreign} is not a row of accounts of the same company.`);
  });

  it('looks references up by key whatever the statistics were when the check was planned', async () => {
    // A trigger's query is planned once per session; planned while a parent table was empty, a
    // check allowed to scan it read the whole table for each id once it had grown (migration
    // 0124). Every reference check a trigger runs keeps sequential scans off.
    const c = await freshBooks(h);
    const checks = await inTenant(c, (tx) =>
      queryRows<{ name: string; config: string[] | null }>(
        tx,
        sql`select distinct p.proname::text as name, p.proconfig as config
              from pg_trigger t join pg_proc p on p.oid = t.tgfoid
             where p.proname like 'app\_check\_%' order by 1`,
      ),
    );
    expect(checks.map((f) => f.name)).toEqual([
      'app_check_ar_line_references',
      'app_check_charge_run_code_references',
      'app_check_gl_line_references',
      'app_check_item_agent_detail_references',
      'app_check_item_agent_references',
      'app_check_lockbox_payment_item_references',
      'app_check_lockbox_payment_references',
      'app_check_owner_parents',
    ]);
    for (const check of checks) expect(check.config, check.name).toContain('enable_seqscan=off');
  });

  it(`keeps every invariant over random entries (${runs} runs)`, async () => {
    const c = await freshBooks(h);
    const accountIds = Object.values(c.books.account);
    const entryArb = fc.record({
      month: fc.integer({ min: 1, max: 12 }),
      day: fc.integer({ min: 1, max: 28 }),
      amounts: fc.array(fc.integer({ min: 1, max: 5_000_000 }), { minLength: 1, maxLength: 4 }),
      accounts: fc.array(fc.integer({ min: 0, max: accountIds.length - 1 }), {
        minLength: 5,
        maxLength: 5,
      }),
      skew: fc.oneof(
        fc.constant(0),
        fc.constant(0),
        fc.constant(0),
        fc.integer({ min: -3, max: 3 }),
      ),
      closeMonth: fc.option(fc.integer({ min: 1, max: 12 }), { freq: 5 }),
    });
    let posted = 0;
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(entryArb, async (e) => {
        const postDate = `2026-${String(e.month).padStart(2, '0')}-${String(e.day).padStart(2, '0')}`;
        const total = e.amounts.reduce((a, b) => a + b, 0);
        const pick = (i: number) => accountIds[e.accounts[i % e.accounts.length] ?? 0] ?? 0;
        try {
          await inTenant(c, async (tx) => {
            if (e.closeMonth !== null) {
              await tx
                .update(accountingPeriods)
                .set({ isOpen: false })
                .where(eq(accountingPeriods.id, c.books.periodIds[e.closeMonth - 1] ?? 0));
            }
            const itemId = await newEntryItem(tx, c.companyId, c.communityId, postDate);
            await tx
              .insert(glLines)
              .values([
                ...e.amounts.map((a, i) => line(c, itemId, pick(i), a, 0, e.month - 1, postDate)),
                line(c, itemId, pick(4), 0, total + e.skew, e.month - 1, postDate),
              ]);
            if (e.closeMonth !== null) {
              await tx
                .update(accountingPeriods)
                .set({ isOpen: true })
                .where(eq(accountingPeriods.id, c.books.periodIds[e.closeMonth - 1] ?? 0));
            }
          });
          posted += 1;
          expect(e.skew).toBe(0);
          expect(e.closeMonth === e.month).toBe(false);
        } catch {
          refused += 1;
          expect(e.skew !== 0 || e.closeMonth === e.month).toBe(true);
        }
      }),
      { numRuns: runs },
    );
    expect(posted + refused).toBe(runs);
    const [check] = await inTenant(c, (tx) =>
      queryRows<{ unbalanced: number; tb: string; drift: number; closed: number }>(
        tx,
        sql`select
          (select count(*)::int from (select item_id from gl_lines where community_agent_id = ${c.communityId}
             group by item_id having sum(debit_cents) <> sum(credit_cents)) u) as unbalanced,
          (select coalesce(sum(debit_cents - credit_cents), 0)::text from gl_lines where community_agent_id = ${c.communityId}) as tb,
          (select count(*)::int from (
             select b.account_id, b.period_id from gl_period_balances b
             left join (select account_id, period_id, sum(debit_cents) d, sum(credit_cents) cr from gl_lines group by 1, 2) l
               on l.account_id = b.account_id and l.period_id = b.period_id
             where b.community_agent_id = ${c.communityId}
               and (coalesce(l.d, 0) <> b.debit_cents or coalesce(l.cr, 0) <> b.credit_cents)) x) as drift,
          (select count(*)::int from gl_lines l join accounting_periods p on p.id = l.period_id
             where l.community_agent_id = ${c.communityId} and l.post_date not between p.start_date and p.end_date) as closed`,
      ),
    );
    expect(check).toEqual({ unbalanced: 0, tb: '0', drift: 0, closed: 0 });
  });

  it('loses nothing when entries post concurrently', async () => {
    const c = await freshBooks(h);
    const count = 24;
    await Promise.all(
      Array.from({ length: count }, (_, i) =>
        inTenant(c, async (tx) => {
          const itemId = await newEntryItem(tx, c.companyId, c.communityId, '2026-05-20');
          await postEntries(tx, c.companyId, [balanced(c, itemId, '2026-05-20', 1_000 + i)]);
        }),
      ),
    );
    const [row] = await inTenant(c, (tx) =>
      queryRows<{ debit: string; lines: number }>(
        tx,
        sql`select sum(debit_cents)::text as debit, (select count(*)::int from gl_lines where community_agent_id = ${c.communityId}) as lines
            from gl_period_balances where community_agent_id = ${c.communityId}`,
      ),
    );
    expect(row).toEqual({
      debit: String(count * 1_000 + (count * (count - 1)) / 2),
      lines: count * 2,
    });
  });

  it(
    `keeps every invariant over random journal entries, removals, year closes and undos, concurrently (${runs} runs)`,
    async () => {
      const j = await journalBooks(h);
      const posted: number[] = [];
      const run = (op: LedgerOp) => runLedgerOp(h, j, posted, op);
      const outcomes = new Map<string, number>();
      let checks = 0;
      await fc.assert(
        fc.asyncProperty(fc.array(ledgerOpArb, { minLength: 1, maxLength: 2 }), async (ops) => {
          // One run's operations go at once: separate transactions, concurrent on PostgreSQL.
          const runnable = ops.filter((op) => op.kind !== 'remove' || posted.length > 0);
          const results = await Promise.all(runnable.map(run));
          results.forEach((result, i) => {
            const body = result.body as { TopsItemId?: number; ItemStatus?: number };
            if (result.status === 200 && body.ItemStatus === 4 && body.TopsItemId)
              posted.push(body.TopsItemId);
            const key =
              result.status === 200 ? `${runnable[i]?.kind ?? ''} ok` : (result.errorMessage ?? '');
            outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
            expect(result.status === 200 || isExpectedRefusal(key), key).toBe(true);
          });
          // The whole-ledger check every fourth run (and after the last) keeps the file fast.
          checks += 1;
          if (checks % 4 !== 0 && checks !== runs) return;
          expect(await checkLedger(h, j)).toEqual({
            unbalanced: 0,
            trialBalance: '0',
            balanceSheetGap: '0',
            closedYearsWithIncome: 0,
            drift: 0,
            postedIntoClosed: 0,
          });
        }),
        { numRuns: runs },
      );
      // The runs did reach every kind of outcome.
      for (const kind of ['post', 'remove', 'close', 'undo']) {
        expect(outcomes.get(`${kind} ok`) ?? 0, kind).toBeGreaterThan(0);
      }
    },
    30_000 + runs * 250,
  );
});

function line(
  c: Ctx,
  itemId: number,
  accountId: number,
  debit: number,
  credit: number,
  periodIndex = 1,
  postDate = '2026-02-01',
) {
  return {
    companyId: c.companyId,
    communityAgentId: c.communityId,
    itemId,
    accountId,
    fiscalYearId: c.books.fiscalYearId,
    periodId: c.books.periodIds[periodIndex] ?? 0,
    postDate,
    debitCents: debit,
    creditCents: credit,
  };
}

function balanced(c: Ctx, itemId: number, postDate: string, cents: number) {
  return {
    itemId,
    communityAgentId: c.communityId,
    postDate,
    lines: [
      { accountId: c.books.account.expense, debitCents: cents, creditCents: 0 },
      { accountId: c.books.account.cash, debitCents: 0, creditCents: cents },
    ],
  };
}
