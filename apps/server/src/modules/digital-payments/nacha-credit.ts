import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, NachaCreditRun, ResponseOf } from '@hoa/contract';
import { ApPaymentMethod, InboxState, NachaTransactionCode, TxnTypeId } from '@hoa/domain';
import type { FileStore } from '../../files/file-store';
import { requireClaim, requireCommunity } from '../../http/access';
import { appError, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { requireEffectiveEntryDate, unseal } from '../direct-debit/index';
import { loadNachaOrigin, originateNachaFile } from '../nacha-files/index';
import { payInvoices } from '../payables/index';
import { byVendor } from './pay-digital-invoices';

type S = typeof contract.digitalPayments;

/** Approved, unpaid invoices whose vendor has confirmed bank details. */
export async function getNachaCreditInvoices(
  ctx: RequestContext,
  { query }: InputOf<S['GetNachaCreditInvoices']>,
): Promise<ResponseOf<S['GetNachaCreditInvoices']>> {
  requireClaim(ctx, 'apprintchecks', 'read');
  await requireCommunity(ctx, query.communityAgentId);
  return queryRows(
    ctx.tx,
    sql`select v.item_id::int8 as "ItemId", v.vendor_agent_id::int8 as "VendorAgentId",
               coalesce(c.display_name, '') as "VendorName", v.invoice_number as "InvoiceNumber",
               to_char(v.due_date, 'YYYY-MM-DD') as "DueDate",
               (v.total_cents - v.paid_cents)::int8 as "Open", d.account_last4 as "AccountLast4"
          from ap_invoices v
          join vendor_bank_details d on d.vendor_agent_id = v.vendor_agent_id
                                    and d.confirmed_at is not null
          left join contacts c on c.agent_id = v.vendor_agent_id
         where v.community_agent_id = ${query.communityAgentId}
           and v.inbox_state = ${InboxState.Approved} and v.paid_cents < v.total_cents
         order by v.due_date nulls last, v.item_id`,
  );
}

const runSelect = sql`
  select r.id::int8 as "NachaCreditRunId", r.community_agent_id::int8 as "CommunityAgentId",
         b.account_name as "BankAccountName", to_char(r.effective_date, 'YYYY-MM-DD') as "EffectiveDate",
         r.file_name as "FileName", r.entry_count as "EntryCount", r.total_cents::int8 as "Total",
         r.entry_hash as "EntryHash", r.created_at::text as "CreatedAt"
    from nacha_credit_runs r join bank_accounts b on b.id = r.bank_account_id`;

/**
 * CreateNachaCreditFile: pays the chosen invoices (one payment per vendor, method NachaCredit,
 * posted through payInvoices) and writes a CCD credit file (code 22) to the vendors' confirmed
 * bank accounts, kept in the file store for download.
 */
export async function createNachaCreditFile(
  ctx: RequestContext,
  files: FileStore,
  { body }: InputOf<S['CreateNachaCreditFile']>,
): Promise<ResponseOf<S['CreateNachaCreditFile']>> {
  requireClaim(ctx, 'apprintchecks', 'create');
  await requireCommunity(ctx, body.CommunityAgentId);
  requireEffectiveEntryDate(body.EffectiveDate);
  const origin = await loadNachaOrigin(ctx, {
    communityAgentId: body.CommunityAgentId,
    bankAccountId: body.BankAccountId,
  });
  const groups = await byVendor(ctx, body.Invoices);
  const vendorIds = `{${groups.map(([v]) => v).join(',')}}`;
  const details = await queryRows<{
    vendor: number;
    routing: string;
    sealed: string;
    name: string;
  }>(
    ctx.tx,
    sql`select d.vendor_agent_id::int8 as vendor, d.routing_number as routing,
               d.account_number_sealed as sealed, coalesce(c.display_name, '') as name
          from vendor_bank_details d left join contacts c on c.agent_id = d.vendor_agent_id
         where d.vendor_agent_id = any(${vendorIds}::bigint[]) and d.confirmed_at is not null`,
  );
  const detailOf = new Map(details.map((d) => [d.vendor, d]));
  const missing = groups.find(([v]) => !detailOf.has(v));
  if (missing) throw appError('DigitalPaymentsVendorBankDetailsNeeded');
  await payInvoices(
    ctx.tx,
    ctx.user.companyId,
    ctx.user.userId,
    groups.map(([vendor, invoices]) => ({
      communityAgentId: body.CommunityAgentId,
      bankAccountId: body.BankAccountId,
      vendorAgentId: vendor,
      txnTypeId: TxnTypeId.DigitalChecks,
      method: ApPaymentMethod.NachaCredit,
      checkNumber: null,
      paymentDate: body.EffectiveDate,
      invoices,
    })),
  );
  const file = await originateNachaFile(
    ctx,
    files,
    origin,
    {
      companyEntryDescription: 'VENDOR PAY',
      effectiveEntryDate: body.EffectiveDate,
      secCode: 'CCD',
      entries: groups.map(([vendor, invoices]) => {
        const d = detailOf.get(vendor);
        if (!d) throw new Error('vendor details vanished');
        return {
          transactionCode: NachaTransactionCode.CheckingCredit,
          routingNumber: d.routing,
          accountNumber: unseal(d.sealed),
          amountCents: invoices.reduce((sum, inv) => sum + inv.amountCents, 0),
          individualId: String(vendor),
          individualName: d.name,
        };
      }),
    },
    'ACH-CREDIT',
  );
  const { out } = file;
  const [run] = await queryRows<{ id: number }>(
    ctx.tx,
    sql`insert into nacha_credit_runs (company_id, community_agent_id, bank_account_id,
          effective_date, storage_key, file_name, entry_count, total_cents, entry_hash,
          created_by_user_id)
        values (${ctx.user.companyId}, ${body.CommunityAgentId}, ${body.BankAccountId},
          ${body.EffectiveDate}, ${file.storageKey}, ${file.fileName}, ${out.entryCount},
          ${out.totalCreditCents}, ${out.entryHash}, ${ctx.user.userId})
        returning id::int8 as id`,
  );
  const [made] = await queryRows<NachaCreditRun>(
    ctx.tx,
    sql`${runSelect} where r.id = ${run?.id ?? 0}`,
  );
  if (!made) throw new Error('run not stored');
  return made;
}

export async function getNachaCreditRuns(
  ctx: RequestContext,
  { query }: InputOf<S['GetNachaCreditRuns']>,
): Promise<ResponseOf<S['GetNachaCreditRuns']>> {
  requireClaim(ctx, 'apprintchecks', 'read');
  await requireCommunity(ctx, query.communityAgentId);
  const bankId = query.bankAccountId ?? null;
  return queryRows<NachaCreditRun>(
    ctx.tx,
    sql`${runSelect} where r.community_agent_id = ${query.communityAgentId}
          and (${bankId}::bigint is null or r.bank_account_id = ${bankId}::bigint)
        order by r.id desc`,
  );
}

/** The stored file of a run, its community checked. */
export async function nachaCreditFile(ctx: RequestContext, runId: number) {
  requireClaim(ctx, 'apprintchecks', 'read');
  const [row] = await queryRows<{ storage_key: string; file_name: string; community: number }>(
    ctx.tx,
    sql`select storage_key, file_name, community_agent_id::int8 as community
          from nacha_credit_runs where id = ${runId}`,
  );
  if (!row) throw notFound();
  await requireCommunity(ctx, row.community);
  return row;
}
