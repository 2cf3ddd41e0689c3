import { randomUUID } from 'node:crypto';
import { queryRows, sql } from '@hoa/db';
import type { DirectDebitRun } from '@hoa/contract';
import { NachaInputError, TxnTypeId, writeNachaFile, type NachaEntryInput } from '@hoa/domain';
import { newStorageKey, type FileStore } from '../../files/file-store';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { createCashReceipts, postCashReceipts } from '../cash-receipts/index';
import { unseal } from './sealing';

export interface PlannedEntry {
  enrollmentId: number;
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

interface Bank {
  routing: string | null;
  community_name: string;
  bank_name: string;
  account_name: string;
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
  const [bank] = await queryRows<Bank>(
    ctx.tx,
    sql`select ba.routing_number as routing, ba.account_name, coalesce(cc.display_name, '') as community_name,
               coalesce(bc.display_name, '') as bank_name
          from bank_accounts ba
          left join contacts cc on cc.agent_id = ba.community_agent_id
          left join contacts bc on bc.agent_id = ba.bank_agent_id
         where ba.id = ${target.bankAccountId} and ba.community_agent_id = ${target.communityAgentId}
           and not ba.is_removed`,
  );
  if (!bank) throw badRequest('Choose a bank account of the community.');
  if (!bank.routing) throw badRequest('The bank account needs a routing number for direct debit.');
  if (planned.length === 0)
    throw badRequest('There is nothing to debit: no enrolled owner is due.');
  const runKey = randomUUID();
  const [sequence] = await queryRows<{ next: number }>(
    ctx.tx,
    sql`select (count(*) + 1)::int as next from direct_debit_entries`,
  );
  const live = planned.filter((e) => !e.isPrenote);
  const itemIds = await createCashReceipts(
    ctx.tx,
    ctx.user.companyId,
    live.map((e, i) => ({
      communityAgentId: target.communityAgentId,
      txnTypeId: TxnTypeId.DirectDebit,
      ownerAgentId: e.ownerAgentId,
      bankAccountId: target.bankAccountId,
      amountCents: e.amountCents,
      eventDate: target.effectiveDate,
      reference: 'Direct debit',
      isDirectDebit: true,
      idempotencyKey: `direct-debit-${runKey}-${i}`,
    })),
  );
  await postCashReceipts(ctx.tx, ctx.user.companyId, itemIds);
  const now = new Date();
  let out: ReturnType<typeof writeNachaFile>;
  try {
    out = writeNachaFile({
      immediateDestination: bank.routing,
      immediateDestinationName: bank.bank_name || bank.account_name,
      immediateOrigin: bank.routing,
      immediateOriginName: bank.community_name,
      creationDate: now.toISOString().slice(0, 10),
      creationTime: now.toISOString().slice(11, 16).replace(':', ''),
      firstTraceSequence: sequence?.next ?? 1,
      batches: [
        {
          companyName: bank.community_name,
          companyIdentification: `1${bank.routing}`,
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
      ],
    });
  } catch (error) {
    if (error instanceof NachaInputError) throw badRequest(error.message);
    throw error;
  }
  const storageKey = newStorageKey(ctx.user.companyId, runKey, now);
  const fileName = `ACH-${target.effectiveDate}-${runKey.slice(0, 8)}.ach`;
  const bytes = Buffer.from(out.text, 'ascii');
  await files.put(storageKey, bytes, 'text/plain');
  const [run] = await queryRows<{ id: number }>(
    ctx.tx,
    sql`insert into direct_debit_runs (company_id, community_agent_id, bank_account_id, effective_date, storage_key,
          file_name, size_bytes, entry_count, total_cents, entry_hash, created_by_user_id)
        values (${ctx.user.companyId}, ${target.communityAgentId}, ${target.bankAccountId}, ${target.effectiveDate},
          ${storageKey}, ${fileName}, ${bytes.length}, ${out.entryCount}, ${out.totalDebitCents}, ${out.entryHash},
          ${ctx.user.userId})
        returning id::float8 as id`,
  );
  if (!run) throw new Error('no run');
  const traces = out.traceNumbers[0] ?? [];
  let liveIndex = 0;
  const rows = planned.map((e, i) => ({
    enrollment_id: e.enrollmentId,
    owner_agent_id: e.ownerAgentId,
    is_prenote: e.isPrenote,
    amount_cents: e.amountCents,
    trace_number: traces[i],
    item_id: e.isPrenote ? null : itemIds[liveIndex++],
    retry_of_entry_id: e.retryOfEntryId,
  }));
  await ctx.tx.execute(
    sql`with made as (
          insert into direct_debit_entries (company_id, run_id, enrollment_id, owner_agent_id, is_prenote,
            amount_cents, trace_number, item_id, retry_of_entry_id)
          select ${ctx.user.companyId}, ${run.id}, r.enrollment_id, r.owner_agent_id, r.is_prenote, r.amount_cents,
                 r.trace_number, r.item_id, r.retry_of_entry_id
            from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(enrollment_id bigint, owner_agent_id bigint,
                 is_prenote boolean, amount_cents bigint, trace_number text, item_id bigint, retry_of_entry_id bigint)
          returning id, retry_of_entry_id)
        update direct_debit_entries o set retried_by_entry_id = made.id
          from made where o.id = made.retry_of_entry_id`,
  );
  await ctx.tx.execute(
    sql`update direct_debit_enrollments set prenote_run_id = ${run.id}
         where id = any(${`{${planned
           .filter((e) => e.isPrenote)
           .map((e) => e.enrollmentId)
           .join(',')}}`}::bigint[])`,
  );
  return {
    DirectDebitRunId: run.id,
    CommunityAgentId: target.communityAgentId,
    BankAccountName: bank.account_name,
    EffectiveDate: target.effectiveDate,
    FileName: fileName,
    EntryCount: out.entryCount,
    PrenoteCount: planned.length - live.length,
    Total: out.totalDebitCents,
    EntryHash: out.entryHash,
    CreatedAt: now.toISOString(),
  };
}
