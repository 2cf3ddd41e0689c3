import { historicTransactions } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import {
  importCents,
  importText,
  SetupImportMessages as M,
  type SetupImportRow,
} from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { propertiesByAccountNumber } from './import-lookups';
import { runImport, type ImportPlan } from './run-import';

type OwnerHistory = typeof contract.imports.OwnerHistory;

/** The previous system's owner transactions, kept for reference; nothing posts. */
export function importOwnerHistory(
  ctx: RequestContext,
  input: InputOf<OwnerHistory>,
): Promise<ResponseOf<OwnerHistory>> {
  return runImport(ctx, input.body, {
    kind: 'OwnerHistory',
    claims: [['owner', 'create']],
    plan: planHistory,
  });
}

async function planHistory(
  ctx: RequestContext,
  communityAgentId: number,
  rows: SetupImportRow[],
): Promise<ImportPlan> {
  const properties = await propertiesByAccountNumber(ctx, communityAgentId);
  const errors: ImportPlan['errors'] = [];
  const values = rows.flatMap((row) => {
    const number = importText(row, 'AccountNumber');
    const property = number === null ? undefined : properties.get(number.toUpperCase());
    if (number !== null && !property)
      errors.push({ Row: row.Row, Column: 'AccountNumber', Message: M.propertyNotFound(number) });
    const charge = importCents(row, 'Charge');
    const payment = importCents(row, 'Payment');
    if (charge !== null && payment !== null)
      errors.push({ Row: row.Row, Column: 'Payment', Message: M.chargeOrPayment });
    const txnDate = importText(row, 'Date');
    const description = importText(row, 'Description');
    if (!property || txnDate === null || description === null) return [];
    return [
      {
        companyId: ctx.user.companyId,
        communityAgentId,
        propertyAgentId: property.id,
        txnDate,
        description,
        codeAlias: importText(row, 'CodeAlias'),
        reference: importText(row, 'Reference'),
        chargeCents: charge ?? 0,
        paymentCents: payment ?? 0,
      },
    ];
  });
  return {
    errors,
    commit: async () => {
      await ctx.tx.insert(historicTransactions).values(values);
      return values.length;
    },
  };
}
