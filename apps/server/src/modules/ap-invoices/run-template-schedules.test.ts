import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { accounts, queryRows, sql } from '@hoa/db';
import {
  AccountTypeId,
  InboxState,
  InvoiceActionId,
  localDay,
  startSchedule,
  StatusId,
} from '@hoa/domain';
import { callApi } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { ledgerOf, payablesWorld, type PayablesWorld } from '../../../test/payables-factories';
import { runInvoiceTemplateSchedules } from './run-template-schedules';
import { templateScheduleName } from './scheduled-invoices';

const T = contract.invoiceTemplates;

/** Noon of a local day, so that the run's day is that day in any time zone. */
const noon = (day: string) => new Date(`${day}T12:00:00`);

describe.each(testDatabases())('recurring invoice templates on $name', (testDb) => {
  const h = useApp(testDb);

  /** A template saved through the API, then its schedule placed as if saved on its anchor. */
  async function template(
    w: PayablesWorld,
    body: {
      ScheduleTypeValue: 'once' | 'monthly' | 'quarterly' | 'annually';
      Amount: number;
      Lines?: { AccountId: number; CostCenterId: null; Amount: number }[];
      DueDate?: string | null;
      InvoiceNumber?: string;
    },
    schedule: { anchor: string; nextRunDate: string } | null,
  ): Promise<number> {
    const saved = await callApi(
      h.app,
      T.SaveInvoiceTemplate,
      {
        body: {
          CommunityAgentId: w.communityId,
          VendorAgentId: w.vendorId,
          Reference: 'Grounds contract',
          BankAccountId: w.bankAccountId,
          ...body,
        },
      },
      w.token,
    );
    expect(saved.status).toBe(200);
    if (schedule) {
      await w.inTx((tx) =>
        tx.execute(
          sql`update invoice_templates set schedule_anchor = ${schedule.anchor}::date,
                     next_occurrence = 1, next_run_date = ${schedule.nextRunDate}::date
               where id = ${saved.body.Id}`,
        ),
      );
    }
    return saved.body.Id;
  }

  const invoicesOf = (w: PayablesWorld) =>
    w.inTx((tx) =>
      queryRows<{
        number: string;
        invoiceDate: string;
        dueDate: string | null;
        total: number;
        state: number;
        status: number;
        fromDefault: boolean;
        lines: number;
        enteredBy: string;
      }>(
        tx,
        sql`select v.invoice_number as number, v.invoice_date::text as "invoiceDate",
                   v.due_date::text as "dueDate", v.total_cents::float8 as total,
                   v.inbox_state as state, i.status_id as status,
                   v.has_default_distribution as "fromDefault",
                   (select count(*)::int from item_agents p join item_agent_details d
                       on d.item_agent_id = p.id where p.item_id = i.id) as lines,
                   (select a.agent_display_name from ap_invoice_actions a
                     where a.item_id = i.id and a.action = ${InvoiceActionId.Entered}) as "enteredBy"
              from ap_invoices v join items i on i.id = v.item_id
             order by v.invoice_date, v.invoice_number`,
      ),
    );

  const templatesOf = async (w: PayablesWorld) =>
    (
      await callApi(
        h.app,
        T.GetInvoiceTemplates,
        { query: { communityAgentId: w.communityId } },
        w.token,
      )
    ).body.Templates;

  it('makes what recurring templates owe up to a day, due dates advanced, once only', async () => {
    const w = await payablesWorld(h);
    const expense = w.books.account.expense;
    const monthly = await template(
      w,
      {
        ScheduleTypeValue: 'monthly',
        InvoiceNumber: 'GC-100',
        Amount: 25_000,
        DueDate: '2026-02-15',
        Lines: [{ AccountId: expense, CostCenterId: null, Amount: 25_000 }],
      },
      { anchor: '2026-01-31', nextRunDate: '2026-02-28' },
    );
    await template(
      w,
      {
        ScheduleTypeValue: 'quarterly',
        InvoiceNumber: 'POOL',
        Amount: 10_001,
        Lines: [{ AccountId: expense, CostCenterId: null, Amount: 10_001 }],
      },
      { anchor: '2026-01-15', nextRunDate: '2026-04-15' },
    );
    await template(w, { ScheduleTypeValue: 'once', Amount: 999 }, null);

    const first = await runInvoiceTemplateSchedules(h.database, noon('2026-03-31'));
    expect(first.failures.filter((f) => f.companyId === w.companyId)).toEqual([]);
    const made = await invoicesOf(w);
    expect(made.map((v) => [v.number, v.invoiceDate, v.dueDate, v.total])).toEqual([
      ['GC-100-2026-02-28', '2026-02-28', '2026-03-15', 25_000],
      ['GC-100-2026-03-31', '2026-03-31', '2026-04-15', 25_000],
    ]);
    // No approval group applies: posted at once, as a keyed-in invoice would be.
    expect(made.map((v) => [v.state, v.status, v.lines, v.enteredBy])).toEqual([
      [InboxState.Approved, StatusId.Posted, 1, templateScheduleName],
      [InboxState.Approved, StatusId.Posted, 1, templateScheduleName],
    ]);
    expect(await ledgerOf(w)).toEqual({ [expense]: 50_000, [w.books.account.payables]: -50_000 });
    expect((await templatesOf(w)).find((t) => t.Id === monthly)).toMatchObject({
      NextRunDate: '2026-04-30',
      LastRunDate: '2026-03-31',
    });

    await runInvoiceTemplateSchedules(h.database, noon('2026-03-31'));
    expect(await invoicesOf(w)).toHaveLength(2);

    await runInvoiceTemplateSchedules(h.database, noon('2026-04-30'));
    const later = await invoicesOf(w);
    expect(later.map((v) => [v.number, v.dueDate, v.total]).slice(2)).toEqual([
      ['POOL-2026-04-15', null, 10_001],
      ['GC-100-2026-04-30', '2026-05-15', 25_000],
    ]);
    expect(await ledgerOf(w)).toEqual({ [expense]: 85_001, [w.books.account.payables]: -85_001 });
    expect((await templatesOf(w)).map((t) => [t.ScheduleTypeValue, t.NextRunDate])).toEqual(
      expect.arrayContaining([
        ['monthly', '2026-05-31'],
        ['quarterly', '2026-07-15'],
        ['once', null],
      ]),
    );
  });

  it('sends scheduled invoices into approval, splits by the default distribution, parks bad lines', async () => {
    const w = await payablesWorld(h);
    const expense = w.books.account.expense;
    const repairs = await w.inTx(async (tx) => {
      const [row] = await tx
        .insert(accounts)
        .values({
          companyId: w.companyId,
          communityAgentId: w.communityId,
          accountNumber: '5300',
          accountName: 'Repairs',
          accountTypeId: AccountTypeId.Expenses,
        })
        .returning({ id: accounts.id });
      return row?.id ?? 0;
    });
    const groups = await callApi(
      h.app,
      contract.apApprovals.SaveBillApprovalSettings,
      {
        body: {
          CommunityAgentId: w.communityId,
          UserTiedApprovals: false,
          InternalGroups: [
            { RequiredApprovals: 1, Level: 20_000, UserIds: [w.company.admin.userId] },
          ],
          BoardGroups: [],
        },
      },
      w.token,
    );
    expect(groups.status).toBe(200);
    const distribution = await callApi(
      h.app,
      contract.defaultDistributions.AddDefaultDistribution,
      {
        body: {
          CommunityId: w.communityId,
          VendorId: w.vendorId,
          TopsTxnTypeId: 56,
          Distributions: [
            { AccountId: expense, Percentage: 60 },
            { AccountId: repairs, Percentage: 40 },
          ],
        },
      },
      w.token,
    );
    expect(distribution.status).toBe(200);
    const schedule = { anchor: '2026-05-01', nextRunDate: '2026-06-01' };
    await template(
      w,
      {
        ScheduleTypeValue: 'monthly',
        InvoiceNumber: 'BIG',
        Amount: 30_000,
        Lines: [{ AccountId: expense, CostCenterId: null, Amount: 30_000 }],
      },
      schedule,
    );
    await template(
      w,
      { ScheduleTypeValue: 'monthly', InvoiceNumber: 'SPLIT', Amount: 1_001 },
      schedule,
    );
    await template(
      w,
      {
        ScheduleTypeValue: 'monthly',
        InvoiceNumber: 'SHORT',
        Amount: 5_000,
        Lines: [{ AccountId: expense, CostCenterId: null, Amount: 4_000 }],
      },
      schedule,
    );

    await runInvoiceTemplateSchedules(h.database, noon('2026-06-01'));
    const made = await invoicesOf(w);
    expect(made.map((v) => [v.number, v.state, v.status, v.fromDefault, v.lines])).toEqual([
      ['BIG-2026-06-01', InboxState.Approval, StatusId.Accrued, false, 1],
      ['SHORT-2026-06-01', InboxState.Inbox, StatusId.Accrued, false, 1],
      ['SPLIT-2026-06-01', InboxState.Approved, StatusId.Posted, true, 2],
    ]);
    // Only the small invoice, below the group's level, is posted: 60% / 40% of $10.01.
    expect(await ledgerOf(w)).toEqual({
      [expense]: 601,
      [repairs]: 400,
      [w.books.account.payables]: -1_001,
    });
  });

  it('rolls back and reports a company whose invoices cannot post; others still run', async () => {
    const broken = await payablesWorld(h);
    const fine = await payablesWorld(h);
    for (const w of [broken, fine]) {
      await template(
        w,
        {
          ScheduleTypeValue: 'annually',
          Amount: 700,
          Lines: [{ AccountId: w.books.account.expense, CostCenterId: null, Amount: 700 }],
        },
        { anchor: '2025-07-01', nextRunDate: '2026-07-01' },
      );
    }
    await broken.inTx((tx) =>
      tx.execute(sql`delete from required_accounts where account_required_type_id = 4`),
    );
    const run = await runInvoiceTemplateSchedules(h.database, noon('2026-07-01'));
    expect(run.failures.filter((f) => f.companyId === broken.companyId)).toHaveLength(1);
    expect(await invoicesOf(broken)).toEqual([]);
    expect((await templatesOf(broken))[0]?.NextRunDate).toBe('2026-07-01');
    const [fineTemplate] = await templatesOf(fine);
    expect((await invoicesOf(fine)).map((v) => v.number)).toEqual([
      `T${String(fineTemplate?.Id)}-2026-07-01`,
    ]);
  });

  it('schedules a recurring template when saved, and again when its schedule or due date changes', async () => {
    const w = await payablesWorld(h);
    const today = localDay(new Date());
    const line = { AccountId: w.books.account.expense, CostCenterId: null, Amount: 500 };
    const added = await callApi(
      h.app,
      contract.apInvoices.AddInvoice,
      {
        body: {
          CommunityAgentId: w.communityId,
          VendorAgentId: w.vendorId,
          InvoiceNumber: 'Q-1',
          InvoiceDate: '2026-03-05',
          TotalAmount: 500,
          BillDistributionList: [line],
          SaveAsTemplate: true,
          ScheduleTypeValue: 'quarterly',
        },
      },
      w.token,
    );
    expect(added.status).toBe(200);
    const [saved] = await templatesOf(w);
    expect(saved?.NextRunDate).toBe(startSchedule('2026-03-05', 'quarterly', today)?.nextRunDate);
    const update = (changes: object) =>
      callApi(
        h.app,
        T.UpdateInvoiceTemplate,
        {
          body: {
            Id: saved?.Id ?? 0,
            CommunityAgentId: w.communityId,
            VendorAgentId: w.vendorId,
            Amount: 500,
            ScheduleTypeValue: 'quarterly' as const,
            Lines: [line],
            ...changes,
          },
        },
        w.token,
      );
    expect((await update({ Reference: 'renamed' })).body.NextRunDate).toBe(saved?.NextRunDate);
    expect((await update({ ScheduleTypeValue: 'monthly' })).body.NextRunDate).toBe(
      startSchedule(today, 'monthly', today)?.nextRunDate,
    );
    expect((await update({ ScheduleTypeValue: 'once' })).body).toMatchObject({
      NextRunDate: null,
      LastRunDate: null,
    });
  });
});
