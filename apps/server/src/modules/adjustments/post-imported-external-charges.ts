import { externalChargeImportRows, externalChargeImports, queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import {
  CodeTypeId,
  ExternalChargeMessages as M,
  readExternalCharges,
  ReceivableMessages,
  TxnTypeId,
  type ExternalChargeRow,
} from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { readImportFile } from '../imports/index';
import { chargeCodesWithBalances } from './adjustment-codes';
import { primaryOwnerJoin } from './adjustment-owners';
import { storeAdjustment, type DetailLine } from './adjustment-items';
import { importResult } from './get-external-property-charges-import-result';

type PostImport = typeof contract.adjustments.PostImportedExternalCharges;
type Body = InputOf<PostImport>['body'];

/**
 * Imports external property charges from a CSV or .xlsx file: every row is checked and kept with
 * its error texts; a file without errors posts as one item of type 72 (status 4) charging each
 * row's owner the code, offset by the code's income account; a file with any error posts nothing.
 */
export async function postImportedExternalCharges(
  ctx: RequestContext,
  { body }: InputOf<PostImport>,
): Promise<ResponseOf<PostImport>> {
  requireClaim(ctx, 'arapplycharges', 'create');
  await requireCommunity(ctx, body.CommunityAgentId);
  const read = readExternalCharges(await readImportFile(body.FileName, body.FileContent));
  if (!read.ok) throw badRequest(read.message);
  const rows = await withCommunityErrors(ctx, body.CommunityAgentId, read.rows);
  const errorRows = rows.filter((row) => row.Errors.length > 0).length;
  const itemId = errorRows === 0 ? await postRows(ctx, body, rows) : null;
  const [stored] = await ctx.tx
    .insert(externalChargeImports)
    .values({
      companyId: ctx.user.companyId,
      communityAgentId: body.CommunityAgentId,
      fileName: body.FileName,
      totalRows: rows.length,
      errorRows,
      itemId,
      createdByUserId: ctx.user.userId,
    })
    .returning({ id: externalChargeImports.id });
  if (!stored) throw new Error('The import was not stored.');
  for (let i = 0; i < rows.length; i += 5_000) {
    await ctx.tx.insert(externalChargeImportRows).values(
      rows.slice(i, i + 5_000).map((row) => ({
        companyId: ctx.user.companyId,
        importId: stored.id,
        rowNumber: row.RowNumber,
        accountNumber: row.AccountNumber,
        codeAlias: row.CodeAlias,
        amountText: row.Amount,
        amountCents: row.AmountCents,
        description: row.Description,
        errorText: row.Errors.length > 0 ? row.Errors.join('; ') : null,
      })),
    );
  }
  return importResult(ctx, stored.id, 0, 10);
}

interface Resolved extends ExternalChargeRow {
  ownerAgentId?: number;
  codeId?: number;
  incomeAccountId?: number | null;
}

/** Adds each row's errors about the community: unknown property, no owner, unknown code. */
async function withCommunityErrors(
  ctx: RequestContext,
  communityId: number,
  rows: readonly ExternalChargeRow[],
): Promise<Resolved[]> {
  const numbers = [...new Set(rows.map((row) => row.AccountNumber).filter(Boolean))];
  const properties = await queryRows<{ number: string; owner: string | number | null }>(
    ctx.tx,
    sql`select pd.account_number as number, (select po.id from (select 1) x
              ${primaryOwnerJoin(sql`p.id`)}) as owner
          from agents p join property_details pd on pd.agent_id = p.id
         where p.community_agent_id = ${communityId} and not p.is_deleted
           and pd.account_number in (select json_array_elements_text(${JSON.stringify(numbers)}::json))`,
  );
  const ownerOf = new Map(
    properties.map((p) => [p.number, p.owner === null ? null : Number(p.owner)]),
  );
  const codes = await chargeCodesWithBalances(
    ctx,
    communityId,
    null,
    sql`and c.code_type_id not in (${CodeTypeId.PrePaid}, ${CodeTypeId.SecurityDeposit})`,
  );
  return rows.map((row) => {
    const errors = [...row.Errors];
    const owner = ownerOf.get(row.AccountNumber);
    if (row.AccountNumber && owner === undefined)
      errors.push(M.propertyNotFound(row.AccountNumber));
    if (owner === null) errors.push(M.noOwner(row.AccountNumber));
    const code = codes.find((c) => c.CodeAlias.toLowerCase() === row.CodeAlias.toLowerCase());
    if (row.CodeAlias && !code) errors.push(M.codeNotFound(row.CodeAlias));
    if (code && code.CreditAccountId === null)
      errors.push(ReceivableMessages.codeWithoutAccounts(code.CodeAlias));
    return {
      ...row,
      Errors: errors,
      ...(owner ? { ownerAgentId: owner } : {}),
      ...(code ? { codeId: code.CodeID, incomeAccountId: code.CreditAccountId } : {}),
    };
  });
}

/** One item of type 72 with an item agent per owner and a debit line per row, posted. */
function postRows(ctx: RequestContext, body: Body, rows: readonly Resolved[]): Promise<number> {
  const byOwner = new Map<number, DetailLine[]>();
  for (const row of rows) {
    const owner = row.ownerAgentId ?? 0;
    byOwner.set(owner, [
      ...(byOwner.get(owner) ?? []),
      {
        codeId: row.codeId ?? 0,
        amountCents: row.AmountCents ?? 0,
        isDebit: true,
        accountId: row.incomeAccountId ?? null,
        description: row.Description,
      },
    ]);
  }
  return storeAdjustment(
    ctx,
    {
      communityAgentId: body.CommunityAgentId,
      txnTypeId: TxnTypeId.PrepaidAdjustment,
      postDate: body.PostDate,
      reference: null,
      description: `External charges: ${body.FileName}`.slice(0, 500),
      idempotencyKey: null,
      owners: [...byOwner].map(([ownerAgentId, lines]) => ({ ownerAgentId, lines })),
    },
    true,
  );
}
