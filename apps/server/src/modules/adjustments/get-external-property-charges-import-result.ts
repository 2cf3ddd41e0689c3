import { queryRows, sql } from '@hoa/db';
import type { contract, ExternalChargesImportResult, InputOf, ResponseOf } from '@hoa/contract';
import { requireClaim, requireCommunity } from '../../http/access';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';

interface HeadRow {
  id: string | number;
  community: string | number;
  file_name: string;
  total_rows: number;
  error_rows: number;
  item_id: string | number | null;
}

interface Row {
  row_number: number;
  account_number: string;
  code_alias: string;
  amount_text: string;
  description: string | null;
  error_text: string | null;
}

/** An import with a page of its rows in file order, each with its error text. */
export async function importResult(
  ctx: RequestContext,
  importId: number,
  skip: number,
  take: number,
): Promise<ExternalChargesImportResult> {
  const [head] = await queryRows<HeadRow>(
    ctx.tx,
    sql`select id, community_agent_id as community, file_name, total_rows, error_rows, item_id
          from external_charge_imports where id = ${importId}`,
  );
  if (!head) throw notFound();
  await requireCommunity(ctx, Number(head.community));
  const rows = await queryRows<Row>(
    ctx.tx,
    sql`select row_number, account_number, code_alias, amount_text, description, error_text
          from external_charge_import_rows where import_id = ${importId}
         order by row_number offset ${skip} limit ${take}`,
  );
  return {
    ImportId: Number(head.id),
    FileName: head.file_name,
    TotalRows: head.total_rows,
    ErrorRows: head.error_rows,
    TopsItemId: head.item_id === null ? null : Number(head.item_id),
    TotalCount: head.total_rows,
    Rows: rows.map((r) => ({
      RowNumber: r.row_number,
      AccountNumber: r.account_number,
      CodeAlias: r.code_alias,
      Amount: r.amount_text,
      Description: r.description,
      ErrorText: r.error_text,
    })),
  };
}

export async function getExternalPropertyChargesImportResult(
  ctx: RequestContext,
  { query: q }: InputOf<typeof contract.adjustments.GetExternalPropertyChargesImportResult>,
): Promise<ResponseOf<typeof contract.adjustments.GetExternalPropertyChargesImportResult>> {
  requireClaim(ctx, 'arapplycharges', 'read');
  return importResult(ctx, q.importId, q.skip, q.take);
}
