import { queryRows, sql } from '@hoa/db';
import type { CheckDetail, contract, InputOf, ResponseOf } from '@hoa/contract';
import { amountInWords, CheckMessages as M, micrLine } from '@hoa/domain';
import { requireClaim } from '../../http/access';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { readInvoice } from '../ap-invoices/index';
import { readCheck } from './check-queries';
import { readCheckHistory } from './get-check-history';
import { checkRunUrl } from './print-checks';
import { isCallerCommunity } from '../../sql/index';

type A = typeof contract.apChecks;

async function checkDetail(ctx: RequestContext, itemId: number): Promise<CheckDetail> {
  const check = await readCheck(ctx, itemId);
  const invoices = await queryRows<CheckDetail['Invoices'][number]>(
    ctx.tx,
    sql`select v.item_id::int8 as "ItemId", v.invoice_number as "InvoiceNumber",
               v.invoice_date::text as "InvoiceDate", pi.amount_cents::int8 as "Amount"
          from ap_payment_invoices pi join ap_invoices v on v.item_id = pi.invoice_item_id
         where pi.payment_id = ${check.PaymentId}::bigint
         order by v.invoice_number, v.item_id`,
  );
  const [bank] = await queryRows<{ routing: string | null; account: string }>(
    ctx.tx,
    sql`select routing_number as routing, account_number as account from bank_accounts
         where id = ${check.BankAccountId}::bigint`,
  );
  return {
    ...check,
    Invoices: invoices,
    AmountInWords: amountInWords(check.Amount),
    MicrLine:
      bank?.routing && check.CheckNumber
        ? micrLine({
            checkNumber: check.CheckNumber,
            routingNumber: bank.routing,
            accountNumber: bank.account,
          })
        : null,
  };
}

/** AccountsPayable/GetCheck: one check with what it paid. */
export function getCheck(
  ctx: RequestContext,
  { query }: InputOf<A['GetCheck']>,
): Promise<ResponseOf<A['GetCheck']>> {
  requireClaim(ctx, 'apprintchecks', 'read');
  return checkDetail(ctx, query.itemID);
}

/**
 * ProfilePage/GetVoidChecksProfile: a check's profile with its history, asked under its vendor or
 * (from a line of the ledger, which knows no vendor) its community.
 */
export async function getVoidChecksProfile(
  ctx: RequestContext,
  { query }: InputOf<A['GetVoidChecksProfile']>,
): Promise<ResponseOf<A['GetVoidChecksProfile']>> {
  requireClaim(ctx, 'apvoidchecks', 'read');
  const detail = await checkDetail(ctx, query.itemId);
  if (![detail.VendorAgentId, detail.CommunityAgentId].includes(query.agentId)) throw notFound();
  return { ...detail, History: await readCheckHistory(ctx, query.itemId) };
}

/** ProfilePage/GetInvoiceProfile: a vendor's invoice with the checks and voids that paid it. */
export async function getInvoiceProfile(
  ctx: RequestContext,
  { query }: InputOf<A['GetInvoiceProfile']>,
): Promise<ResponseOf<A['GetInvoiceProfile']>> {
  requireClaim(ctx, 'apinvoice', 'read');
  const invoice = await readInvoice(ctx, query.itemId);
  if (invoice.VendorAgentId !== query.agentId) throw notFound();
  return { ...invoice, Checks: await readCheckHistory(ctx, query.itemId) };
}

/** AccountsPayable/GetCheckUrl: where the PDF of a printed check's run is downloaded. */
export async function getCheckUrl(
  ctx: RequestContext,
  { query }: InputOf<A['GetCheckUrl']>,
): Promise<ResponseOf<A['GetCheckUrl']>> {
  requireClaim(ctx, 'apprintchecks', 'read');
  const check = await readCheck(ctx, query.itemId);
  if (check.CheckRunId === null || !check.HasFile) throw notFound(M.checkFileMissing);
  return { Url: checkRunUrl(check.CheckRunId), CheckRunId: check.CheckRunId };
}

/** The stored PDF of a check run of a community on the caller's list. */
export async function checkRunFile(
  ctx: RequestContext,
  runId: number,
): Promise<{ key: string; fileName: string }> {
  requireClaim(ctx, 'apprintchecks', 'read');
  const [run] = await queryRows<{ key: string | null; community: number; first: string | null }>(
    ctx.tx,
    sql`select r.file_key as key, r.community_agent_id::int8 as community,
               (select min(p.check_number) from ap_payments p where p.check_run_id = r.id) as first
          from ap_check_runs r where r.id = ${runId}::bigint`,
  );
  if (!run?.key || !isCallerCommunity(ctx, run.community)) {
    throw notFound(M.checkFileMissing);
  }
  return { key: run.key, fileName: `checks-${String(runId)}-${run.first ?? ''}.pdf` };
}
