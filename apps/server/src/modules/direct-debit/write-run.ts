import { randomUUID } from 'node:crypto';
import { queryRows, sql } from '@hoa/db';
import type { DirectDebitRun } from '@hoa/contract';
import { TxnTypeId, type NachaEntryInput } from '@hoa/domain';
import type { FileStore } from '../../files/file-store';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { createPostedCashReceipts } from '../cash-receipts/index';
import { loadNachaOrigin, originateNachaFile } from '../nacha-files/index';
import { unseal } from './sealing';
import { idArray } from '../../sql/index';

export interface PlannedEntry {
  /** Null for an owner's one-time portal payment (oneTimePaymentId). */
  enrollmentId: number | null;
  oneTimePaymentId?: number | null;
  /** What the debit posts when it is not its whole amount (a one-time payment's fee is not posted). */
  postedCents?: number;
  ownerAgentId: number;
  isPrenote: boolean;
  amountCents: number;
  routingNumber: string;
  accountType: string;
  accountNumberSealed: string;
  individualId: string;
  individualName: string;
  retryOfEntryId: number | null;
}

const transactionCode = (e: PlannedEntry): NachaEntryInput['transactionCode'] =>
  e.accountType === 'S' ? (e.isPrenote ? 38 : 37) : e.isPrenote ? 28 : 27;

/**
 * Writes a community's NACHA file for the planned entries: each live debit becomes a direct-debit
 * cash receipt (51) on the bank account, applied and posted; the file goes to the file store and
 * the run and its entries (with trace numbers) are recorded. Prenoted enrollments are marked.
 */
export async function writeRun(
  ctx: RequestContext,
  files: FileStore,
  target: { communityAgentId: number; bankAccountId: number; effectiveDate: string },
  planned: readonly PlannedEntry[],
): Promise<DirectDebitRun> {
  const origin = await loadNachaOrigin(ctx, target);
  if (planned.length === 0) throw appError('DirectDebitNothingToDebit');
  const runKey = randomUUID();
  const live = planned.filter((e) => !e.isPrenote);
  const itemIds = await createPostedCashReceipts(
    ctx.tx,
    ctx.user.companyId,
    live.map((e, i) => ({
      communityAgentId: target.communityAgentId,
      txnTypeId: TxnTypeId.DirectDebit,
      ownerAgentId: e.ownerAgentId,
      bankAccountId: target.bankAccountId,
      amountCents: e.postedCents ?? e.amountCents,
      eventDate: target.effectiveDate,
      reference: 'Direct debit',
      isDirectDebit: true,
      idempotencyKey: `direct-debit-${runKey}-${i}`,
    })),
  );
  const file = await originateNachaFile(
    ctx,
    files,
    origin,
    {
      companyEntryDescription: 'HOA DUES',
      effectiveEntryDate: target.effectiveDate,
      entries: planned.map((e) => ({
        transactionCode: transactionCode(e),
        routingNumber: e.routingNumber,
        accountNumber: unseal(e.accountNumberSealed),
        amountCents: e.amountCents,
        individualId: e.individualId,
        individualName: e.individualName,
      })),
    },
    'ACH',
  );
  const { out } = file;
  const [run] = await queryRows<{ id: number }>(
    ctx.tx,
    sql`insert into direct_debit_runs (company_id, community_agent_id, bank_account_id, effective_date, storage_key,
          file_name, size_bytes, entry_count, total_cents, entry_hash, created_by_user_id)
        values (${ctx.user.companyId}, ${target.communityAgentId}, ${target.bankAccountId}, ${target.effectiveDate},
          ${file.storageKey}, ${file.fileName}, ${file.sizeBytes}, ${out.entryCount}, ${out.totalDebitCents}, ${out.entryHash},
          ${ctx.user.userId})
        returning id::int8 as id`,
  );
  if (!run) throw new Error('no run');
  const traces = out.traceNumbers[0] ?? [];
  let liveIndex = 0;
  const rows = planned.map((e, i) => ({
    enrollment_id: e.enrollmentId,
    one_time_payment_id: e.oneTimePaymentId ?? null,
    owner_agent_id: e.ownerAgentId,
    is_prenote: e.isPrenote,
    amount_cents: e.amountCents,
    trace_number: traces[i],
    item_id: e.isPrenote ? null : itemIds[liveIndex++],
    retry_of_entry_id: e.retryOfEntryId,
  }));
  await ctx.tx.execute(
    sql`with made as (
          insert into direct_debit_entries (company_id, run_id, enrollment_id, one_time_payment_id, owner_agent_id,
            is_prenote, amount_cents, trace_number, item_id, retry_of_entry_id)
          select ${ctx.user.companyId}, ${run.id}, r.enrollment_id, r.one_time_payment_id, r.owner_agent_id,
                 r.is_prenote, r.amount_cents, r.trace_number, r.item_id, r.retry_of_entry_id
            from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(enrollment_id bigint,
                 one_time_payment_id bigint, owner_agent_id bigint,
                 is_prenote boolean, amount_cents bigint, trace_number text, item_id bigint, retry_of_entry_id bigint)
          returning id, retry_of_entry_id)
        update direct_debit_entries o set retried_by_entry_id = made.id
          from made where o.id = made.retry_of_entry_id`,
  );
  await ctx.tx.execute(
    sql`update direct_debit_enrollments set prenote_run_id = ${run.id}
         where id = any(${idArray(planned.flatMap((e) => (e.isPrenote && e.enrollmentId ? [e.enrollmentId] : [])))})`,
  );
  return {
    DirectDebitRunId: run.id,
    CommunityAgentId: target.communityAgentId,
    BankAccountName: origin.accountName,
    EffectiveDate: target.effectiveDate,
    FileName: file.fileName,
    EntryCount: out.entryCount,
    PrenoteCount: planned.length - live.length,
    Total: out.totalDebitCents,
    EntryHash: out.entryHash,
    CreatedAt: file.createdAt.toISOString(),
  };
}
