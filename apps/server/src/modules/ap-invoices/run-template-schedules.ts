import { queryRows, sql, type Database, type Tx } from '@hoa/db';
import {
  dueOccurrences,
  invoiceLinesProblem,
  localDay,
  scheduleDate,
  scheduledInvoiceNumber,
  type InvoiceScheduleType,
  type IsoDate,
} from '@hoa/domain';
import { runPerCompany, type CompanyFailure } from '../../jobs/per-company';
import { submitInvoices } from '../payables/index';
import { defaultDistributionLines, type DistributionLine } from './invoice-writes';
import { insertScheduledInvoices, type ScheduledInvoice } from './scheduled-invoices';
import { idArray } from '../../sql/index';

export interface TemplateScheduleRun {
  /** Invoices made, over all companies. */
  created: number;
  /** Companies whose run was rolled back (it is tried again on the next run). */
  failures: CompanyFailure[];
}

/**
 * Makes the invoices recurring invoice templates owe up to asOf, company by company (runPerCompany:
 * one company's failure leaves the others done): every occurrence of a monthly, quarterly or
 * annual schedule dated on or before asOf (docs/payables.md 'Recurring templates'). Each invoice is entered as a keyed-in one
 * is and submitted (submitInvoices: into approval, or posted when no group applies); one whose
 * lines are missing or do not total its amount waits in the AP inbox. Running again on the same
 * day makes nothing: the template's next run date has moved past asOf.
 */
export async function runInvoiceTemplateSchedules(
  database: Database,
  asOf: Date,
): Promise<TemplateScheduleRun> {
  const day = localDay(asOf);
  const run = await runPerCompany(
    database,
    sql`select distinct company_id::int8 as "companyId" from invoice_templates
         where schedule_type <> 'once' and next_run_date <= ${day}::date
         order by 1`,
    (tx, companyId) => runCompany(tx, companyId, day),
  );
  return { created: run.done, failures: run.failures };
}

interface DueTemplate {
  id: number;
  scheduleType: InvoiceScheduleType;
  anchor: IsoDate;
  nextOccurrence: number;
  nextRunDate: IsoDate;
  dueDate: IsoDate | null;
  communityAgentId: number;
  vendorAgentId: number;
  txnTypeId: number;
  amountCents: number;
  invoiceNumber: string | null;
}

async function runCompany(tx: Tx, companyId: number, day: IsoDate): Promise<number> {
  // Locked: a run at the same time waits, then finds the next run date past asOf.
  const templates = await queryRows<DueTemplate>(
    tx,
    sql`select t.id::int8 as id, t.schedule_type as "scheduleType",
               t.schedule_anchor::text as anchor, t.next_occurrence as "nextOccurrence",
               t.next_run_date::text as "nextRunDate", t.due_date::text as "dueDate",
               t.community_agent_id::int8 as "communityAgentId",
               t.vendor_agent_id::int8 as "vendorAgentId", t.txn_type_id as "txnTypeId",
               t.amount_cents::int8 as "amountCents", t.invoice_number as "invoiceNumber"
          from invoice_templates t
         where t.schedule_type <> 'once' and t.next_run_date <= ${day}::date
           and exists (select 1 from agents v where v.id = t.vendor_agent_id and not v.is_deleted)
         order by t.id
           for update of t`,
  );
  if (templates.length === 0) return 0;
  const lines = await templateLines(tx, templates);
  const invoices: ScheduledInvoice[] = [];
  const schedules = templates.map((t) => {
    const { occurrences, next } = dueOccurrences(t, t.scheduleType, day);
    const templateLines = lines.get(t.id) ?? { lines: [], fromDefault: false };
    for (const { n, date } of occurrences) {
      invoices.push({
        templateId: t.id,
        invoiceDate: date,
        dueDate: t.dueDate === null ? null : scheduleDate(t.dueDate, t.scheduleType, n),
        invoiceNumber: scheduledInvoiceNumber(t.invoiceNumber, t.id, date),
        ...templateLines,
        submit:
          templateLines.lines.length > 0 &&
          invoiceLinesProblem(
            t.amountCents,
            templateLines.lines.map((l) => ({ accountId: l.AccountId, amountCents: l.Amount })),
          ) === null,
      });
    }
    return {
      id: t.id,
      next_occurrence: next.nextOccurrence,
      next_run_date: next.nextRunDate,
      last_run_date: occurrences.at(-1)?.date ?? null,
    };
  });
  const made = await insertScheduledInvoices(tx, companyId, invoices);
  await tx.execute(
    sql`update invoice_templates t
           set next_occurrence = s.next_occurrence, next_run_date = s.next_run_date,
               last_run_date = coalesce(s.last_run_date, t.last_run_date)
          from jsonb_to_recordset(${JSON.stringify(schedules)}::jsonb)
               as s(id bigint, next_occurrence int, next_run_date date, last_run_date date)
         where t.id = s.id`,
  );
  await submitInvoices(
    tx,
    companyId,
    null,
    made.filter((m) => m.submit).map((m) => m.itemId),
  );
  return made.length;
}

/** Each template's lines: its own, else the vendor's default distribution of its amount. */
async function templateLines(
  tx: Tx,
  templates: readonly DueTemplate[],
): Promise<Map<number, { lines: DistributionLine[]; fromDefault: boolean }>> {
  const rows = await queryRows<DistributionLine & { TemplateId: number }>(
    tx,
    sql`select template_id::int8 as "TemplateId", account_id::int8 as "AccountId",
               cost_center_id::int8 as "CostCenterId", amount_cents::int8 as "Amount"
          from invoice_template_lines
         where template_id = any(${idArray(templates.map((t) => t.id))})
         order by id`,
  );
  const found = new Map<number, { lines: DistributionLine[]; fromDefault: boolean }>();
  for (const { TemplateId, ...line } of rows) {
    found.set(TemplateId, {
      lines: [...(found.get(TemplateId)?.lines ?? []), line],
      fromDefault: false,
    });
  }
  const split = await defaultDistributionLines(
    tx,
    templates
      .filter((t) => !found.has(t.id))
      .map((t) => ({
        key: t.id,
        communityAgentId: t.communityAgentId,
        vendorAgentId: t.vendorAgentId,
        txnTypeId: t.txnTypeId,
        totalCents: t.amountCents,
      })),
  );
  for (const [id, lines] of split) found.set(id, { lines, fromDefault: true });
  return found;
}
