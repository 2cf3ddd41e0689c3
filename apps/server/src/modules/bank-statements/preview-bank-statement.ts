import type { BankStatementPreview, InputOf, bankStatements } from '@hoa/contract';
import { statementCurrencyRefusal } from '@hoa/domain';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { savedCsvMapping } from './csv-mappings';
import {
  companyBankAccounts,
  loadStatementBankAccount,
  matchAccountNumber,
} from './statement-access';
import { openStatementFile, previewCsv, readStatement } from './statement-file';

type Input = InputOf<typeof bankStatements.PreviewBankStatement>['body'];

/**
 * What an uploaded statement file holds before it is imported: its format and, per account, the
 * number, period, balances, transaction count and the company's bank account it matches. A CSV
 * file instead returns its first rows and the mapping saved for the bank account. A file the
 * import would refuse (its format, its control totals, another currency) is refused here too.
 */
export async function previewBankStatement(
  ctx: RequestContext,
  { body }: { body: Input },
): Promise<BankStatementPreview> {
  const selected = await loadStatementBankAccount(ctx, body.BankAccountId, 'create');
  const file = openStatementFile(body.buffer, body.fileName);
  if (file.format === 'CSV') {
    return {
      Format: 'CSV',
      CsvRows: previewCsv(file.text),
      SavedMapping: await savedCsvMapping(ctx, selected.id),
      Accounts: [],
    };
  }
  const read = readStatement(file.text, file.format);
  const all = await companyBankAccounts(ctx);
  // The bank account each account of the file would go to (a one-account file of no known
  // account number: the selected one) must be in the account's currency.
  for (const a of read.accounts) {
    const bank =
      matchAccountNumber(a.accountNumber, all) ??
      (read.accounts.length === 1 ? selected : undefined);
    const refusal = bank && statementCurrencyRefusal(a, bank);
    if (refusal) throw badRequest(refusal);
  }
  return {
    Format: read.format,
    CsvRows: null,
    SavedMapping: null,
    Accounts: read.accounts.map((a) => {
      const match = matchAccountNumber(a.accountNumber, all);
      return {
        AccountNumber: a.accountNumber ?? null,
        Currency: a.currency,
        TransactionCount: a.transactions.length,
        OpeningBalance: a.openingBalanceCents ?? null,
        ClosingBalance: a.closingBalanceCents ?? null,
        StartDate: a.startDate ?? null,
        EndDate: a.endDate ?? null,
        MatchedBankAccountId: match?.id ?? null,
        MatchedBankAccountName: match?.accountName ?? null,
      };
    }),
  };
}
