import { invoiceTemplateLines, invoiceTemplates, queryRows, sql } from '@hoa/db';
import type { contract, InputOf, InvoiceTemplate } from '@hoa/contract';
import { localDay, startSchedule, type IsoDate } from '@hoa/domain';
import { requireCommunity } from '../../http/access';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { requireCommunityAccounts, requireCommunityBank, requireVendor } from './invoice-queries';
import { idArray } from '../../sql/index';

export type TemplateBody = InputOf<typeof contract.invoiceTemplates.SaveInvoiceTemplate>['body'];

/** Checks a template's community, vendor, accounts and bank. */
export async function checkTemplate(ctx: RequestContext, body: TemplateBody): Promise<void> {
  await requireCommunity(ctx, body.CommunityAgentId);
  await requireVendor(ctx, body.VendorAgentId);
  await requireCommunityAccounts(ctx, body.CommunityAgentId, body.Lines);
  await requireCommunityBank(ctx, body.CommunityAgentId, body.BankAccountId);
}

/**
 * A template's schedule columns: a recurring one is anchored on the given day (the invoice date
 * when saved with an invoice, else the day it is saved), its due date that of occurrence 0, and
 * runs first at the first occurrence after today; 'once' has none.
 */
function scheduleValues(body: TemplateBody, anchor: IsoDate) {
  const state = startSchedule(anchor, body.ScheduleTypeValue, localDay(new Date()));
  return {
    scheduleAnchor: state?.anchor ?? null,
    nextOccurrence: state?.nextOccurrence ?? null,
    nextRunDate: state?.nextRunDate ?? null,
    lastRunDate: null,
  };
}

function templateValues(body: TemplateBody) {
  return {
    communityAgentId: body.CommunityAgentId,
    vendorAgentId: body.VendorAgentId,
    txnTypeId: body.TopsTxnTypeId,
    invoiceNumber: body.InvoiceNumber,
    reference: body.Reference,
    dueDate: body.DueDate,
    amountCents: body.Amount,
    scheduleType: body.ScheduleTypeValue,
    bankAccountId: body.BankAccountId,
  };
}

/** A new template and its lines, its schedule anchored on the given day; the caller checked it. */
export async function insertTemplate(
  ctx: RequestContext,
  body: TemplateBody,
  anchor: IsoDate = localDay(new Date()),
): Promise<number> {
  const [row] = await ctx.tx
    .insert(invoiceTemplates)
    .values({
      companyId: ctx.user.companyId,
      ...templateValues(body),
      ...scheduleValues(body, anchor),
    })
    .returning({ id: invoiceTemplates.id });
  if (!row) throw new Error('Template insert returned no row');
  await insertTemplateLines(ctx, row.id, body);
  return row.id;
}

/**
 * Replaces a template's header and lines. A new schedule or due date starts the schedule again
 * from today; otherwise it runs on where it was.
 */
export async function replaceTemplate(
  ctx: RequestContext,
  before: InvoiceTemplate,
  body: TemplateBody,
): Promise<void> {
  const id = before.Id;
  const rescheduled =
    before.ScheduleTypeValue !== body.ScheduleTypeValue || before.DueDate !== body.DueDate;
  await ctx.tx.execute(sql`delete from invoice_template_lines where template_id = ${id}::bigint`);
  await ctx.tx
    .update(invoiceTemplates)
    .set({
      ...templateValues(body),
      ...(rescheduled ? scheduleValues(body, localDay(new Date())) : {}),
    })
    .where(sql`${invoiceTemplates.id} = ${id}::bigint`);
  await insertTemplateLines(ctx, id, body);
}

async function insertTemplateLines(ctx: RequestContext, id: number, body: TemplateBody) {
  if (body.Lines.length === 0) return;
  await ctx.tx.insert(invoiceTemplateLines).values(
    body.Lines.map((line) => ({
      companyId: ctx.user.companyId,
      templateId: id,
      accountId: line.AccountId,
      costCenterId: line.CostCenterId,
      amountCents: line.Amount,
    })),
  );
}

type TemplateHeader = Omit<InvoiceTemplate, 'Lines'>;

/** Templates with their lines: one by id, or a community's (optionally only with a cost center). */
export async function readTemplates(
  ctx: RequestContext,
  where: { id: number } | { communityAgentId: number; withCostCenter: boolean },
): Promise<InvoiceTemplate[]> {
  const filter =
    'id' in where
      ? sql`t.id = ${where.id}::bigint`
      : sql`t.community_agent_id = ${where.communityAgentId}::bigint
            and (not ${where.withCostCenter} or exists (
                   select 1 from invoice_template_lines l
                    where l.template_id = t.id and l.cost_center_id is not null))`;
  const headers = await queryRows<TemplateHeader>(
    ctx.tx,
    sql`select t.id::int8 as "Id", t.community_agent_id::int8 as "CommunityAgentId",
               t.vendor_agent_id::int8 as "VendorAgentId", c.display_name as "VendorDisplayName",
               t.txn_type_id as "TopsTxnTypeId", t.invoice_number as "InvoiceNumber",
               t.reference as "Reference", t.due_date::text as "DueDate",
               t.amount_cents::int8 as "Amount", t.schedule_type as "ScheduleTypeValue",
               t.next_run_date::text as "NextRunDate", t.last_run_date::text as "LastRunDate",
               t.bank_account_id::int8 as "BankAccountId"
          from invoice_templates t left join contacts c on c.agent_id = t.vendor_agent_id
         where ${filter}
         order by c.display_name, t.id`,
  );
  if (headers.length === 0) return [];
  const lines = await queryRows<InvoiceTemplate['Lines'][number] & { TemplateId: number }>(
    ctx.tx,
    sql`select l.id::int8 as "Id", l.template_id::int8 as "TemplateId",
               l.account_id::int8 as "AccountId",
               a.account_number || ' ' || a.account_name as "AccountName",
               l.cost_center_id::int8 as "CostCenterId",
               cc.cost_center_number || ' ' || cc.cost_center_name as "CostCenterName",
               l.amount_cents::int8 as "Amount"
          from invoice_template_lines l
          join accounts a on a.id = l.account_id
          left join cost_centers cc on cc.id = l.cost_center_id
         where l.template_id = any(${idArray(headers.map((h) => h.Id))})
         order by l.id`,
  );
  return headers.map((header) => ({
    ...header,
    Lines: lines
      .filter((line) => line.TemplateId === header.Id)
      .map(({ TemplateId: _templateId, ...line }) => line),
  }));
}

/** One template of the caller's communities, else 404. */
export async function readTemplate(ctx: RequestContext, id: number): Promise<InvoiceTemplate> {
  const [template] = await readTemplates(ctx, { id });
  if (!template) throw notFound();
  await requireCommunity(ctx, template.CommunityAgentId);
  return template;
}
