import { queryRows, sql, type Tx } from '@hoa/db';
import { InboxState, InvoiceActionId, StatusId, type IsoDate } from '@hoa/domain';
import type { DistributionLine } from './invoice-writes';

/** One invoice a template's schedule makes. */
export interface ScheduledInvoice {
  templateId: number;
  invoiceDate: IsoDate;
  dueDate: IsoDate | null;
  invoiceNumber: string;
  lines: DistributionLine[];
  fromDefault: boolean;
  /** Its lines total its amount: submitted at once; otherwise it waits in the AP inbox. */
  submit: boolean;
}

/** Who the activity feed shows as having entered a scheduled invoice. */
export const templateScheduleName = 'Invoice template schedule';

/**
 * Enters scheduled invoices as a keyed-in invoice is entered (docs/payables.md): an accrued bill or
 * separate check from its template (vendor, reference, bank, amount), in the AP inbox, the vendor
 * its party and the lines its details, logged as entered. Set-based: one statement for any number.
 * Each has the idempotency key of its template and invoice date, so no template makes two invoices
 * for one date. Returns the invoices made.
 */
export async function insertScheduledInvoices(
  tx: Tx,
  companyId: number,
  invoices: readonly ScheduledInvoice[],
): Promise<{ itemId: number; submit: boolean }[]> {
  if (invoices.length === 0) return [];
  const ids = await queryRows<{ id: number }>(
    tx,
    sql`select nextval(pg_get_serial_sequence('items', 'id'))::int8 as id
          from generate_series(1, ${invoices.length}::int)`,
  );
  const rows = invoices.map((invoice, index) => ({
    item_id: ids[index]?.id,
    template_id: invoice.templateId,
    invoice_date: invoice.invoiceDate,
    due_date: invoice.dueDate,
    invoice_number: invoice.invoiceNumber,
    from_default: invoice.fromDefault,
    idempotency_key: `invoice-template:${String(invoice.templateId)}:${invoice.invoiceDate}`,
  }));
  const lines = invoices.flatMap((invoice, index) =>
    invoice.lines.map((line) => ({
      item_id: ids[index]?.id,
      account_id: line.AccountId,
      cost_center_id: line.CostCenterId,
      amount_cents: line.Amount,
    })),
  );
  const input = sql`(select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as r(item_id bigint, template_id bigint, invoice_date date, due_date date,
           invoice_number text, from_default boolean, idempotency_key text))`;
  const made = await queryRows<{ itemId: number }>(
    tx,
    sql`with items_made as (
          insert into items (id, company_id, community_agent_id, txn_type_id, status_id,
                             event_date, reference, idempotency_key)
          overriding system value
          select r.item_id, ${companyId}, t.community_agent_id, t.txn_type_id,
                 ${StatusId.Accrued}::smallint, r.invoice_date, t.reference, r.idempotency_key
            from ${input} r join invoice_templates t on t.id = r.template_id
              on conflict (company_id, idempotency_key) do nothing
          returning id),
        headers as (
          insert into ap_invoices (item_id, company_id, community_agent_id, vendor_agent_id,
                                   invoice_number, invoice_date, due_date, is_due_dated,
                                   total_cents, bank_account_id, inbox_state,
                                   has_default_distribution)
          select r.item_id, ${companyId}, t.community_agent_id, t.vendor_agent_id,
                 r.invoice_number, r.invoice_date, r.due_date, r.due_date is not null,
                 t.amount_cents, t.bank_account_id, ${InboxState.Inbox}, r.from_default
            from items_made i join ${input} r on r.item_id = i.id
            join invoice_templates t on t.id = r.template_id
          returning item_id, community_agent_id),
        logged as (
          insert into ap_invoice_actions (company_id, item_id, community_agent_id, action,
                                          agent_display_name, is_internal)
          select ${companyId}, item_id, community_agent_id, ${InvoiceActionId.Entered},
                 ${templateScheduleName}, true
            from headers),
        parties as (
          insert into item_agents (company_id, item_id, agent_id)
          select ${companyId}, r.item_id, t.vendor_agent_id
            from items_made i join ${input} r on r.item_id = i.id
            join invoice_templates t on t.id = r.template_id
          returning id, item_id),
        details as (
          insert into item_agent_details (company_id, item_agent_id, account_id,
                                          cost_center_category_id, amount_cents, is_debit)
          select ${companyId}, p.id, l.account_id, l.cost_center_id, l.amount_cents, true
            from parties p
            join jsonb_to_recordset(${JSON.stringify(lines)}::jsonb)
                 as l(item_id bigint, account_id bigint, cost_center_id bigint, amount_cents bigint)
              on l.item_id = p.item_id)
        select id::int8 as "itemId" from items_made order by id`,
  );
  const submit = new Map(rows.map((row, index) => [row.item_id, invoices[index]?.submit]));
  return made.map((m) => ({ itemId: m.itemId, submit: submit.get(m.itemId) === true }));
}
