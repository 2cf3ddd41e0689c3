import { queryRows, sql, type Tx } from '@hoa/db';
import { fileIdModifier, NachaFilesPerDay } from '@hoa/domain';
import { appError } from '../../http/errors';

/**
 * The file ID modifier of the next NACHA file from `origin` created on `creationDate`: A for the
 * first of the day, then B … Z, 0 … 9. The counter row is taken with one upsert, whose row lock
 * holds until the transaction ends, so two processes never hand out the same modifier (a file
 * rolled back gives its modifier back). A 37th file of the day is refused (422).
 */
export async function takeFileIdModifier(
  tx: Tx,
  companyId: number,
  origin: string,
  creationDate: string,
): Promise<string> {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`insert into nacha_file_ids (company_id, immediate_origin, creation_date, file_count)
        values (${companyId}, ${origin}, ${creationDate}, 1)
        on conflict (company_id, immediate_origin, creation_date)
          do update set file_count = nacha_file_ids.file_count + 1
        returning file_count as n`,
  );
  const n = row?.n ?? 0;
  if (n > NachaFilesPerDay) throw appError('NachaTooManyFiles', origin, creationDate);
  return fileIdModifier(n);
}

/**
 * The first of `count` trace sequences of the company at the originating bank, taken in one
 * statement: the sequence is shared by every NACHA file the company sends through that bank.
 */
export async function takeTraceSequences(
  tx: Tx,
  companyId: number,
  odfiRouting: string,
  count: number,
): Promise<number> {
  const [row] = await queryRows<{ first: number }>(
    tx,
    sql`insert into nacha_trace_sequences (company_id, odfi_routing, last_sequence)
        values (${companyId}, ${odfiRouting}, ${count})
        on conflict (company_id, odfi_routing)
          do update set last_sequence = nacha_trace_sequences.last_sequence + excluded.last_sequence
        returning (last_sequence - ${count} + 1)::int8 as first`,
  );
  if (!row) throw new Error('no trace sequence');
  return row.first;
}
