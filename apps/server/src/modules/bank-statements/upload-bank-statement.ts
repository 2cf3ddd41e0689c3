import { createHash, randomUUID } from 'node:crypto';
import { queryRows, sql } from '@hoa/db';
import type { BankStatementImportResult, InputOf, bankStatements } from '@hoa/contract';
import {
  BankLogState,
  SmartBankingFeatureId,
  statementCurrencyRefusal,
  type StatementAccount,
} from '@hoa/domain';
import { newStorageKey, type FileStore } from '../../files/file-store';
import { requireCommunity } from '../../http/access';
import { appError, badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { savedCsvMapping, saveCsvMapping } from './csv-mappings';
import { writeBankAccountLog } from '../bank-integration/index';
import { insertStatement } from './insert-statement';
import {
  companyBankAccounts,
  loadStatementBankAccount,
  matchAccountNumber,
  type StatementBankAccount,
} from './statement-access';
import { openStatementFile, readStatement } from './statement-file';

type Input = InputOf<typeof bankStatements.UploadBankStatement>['body'];
type Choice = Input['AccountChoice'];

interface Target {
  bank: StatementBankAccount;
  account: StatementAccount;
}

/**
 * Imports a statement file: its format is told by its content (a CSV file through the column
 * mapping given or saved for the bank account), each account of the file goes to the company's
 * bank account of that number (a one-account file without a known number to the selected one),
 * the file is kept in the file store, and each transaction is added once per bank account. The
 * same file imported again adds nothing and says so. A file that breaks its format or does not
 * reconcile with its own control totals, or an account in another currency than its bank
 * account's, is refused before anything is written.
 */
export async function uploadBankStatement(
  ctx: RequestContext,
  files: FileStore,
  body: Input,
): Promise<BankStatementImportResult> {
  const selected = await loadStatementBankAccount(ctx, body.BankAccountId, 'create');
  const file = openStatementFile(body.buffer, body.fileName);
  const mapping =
    file.format === 'CSV' ? (body.CsvMapping ?? (await savedCsvMapping(ctx, selected.id))) : null;
  if (file.format === 'CSV' && !mapping) throw appError('BankStatementMapColumnsFirst');
  const read = readStatement(file.text, file.format, mapping);
  const { targets, skipped } = assignAccounts(
    selected,
    read.accounts,
    await companyBankAccounts(ctx),
    body.AccountChoice,
  );
  for (const t of targets) {
    await requireCommunity(ctx, t.bank.communityAgentId);
    const refusal = statementCurrencyRefusal(t.account, t.bank);
    if (refusal) throw badRequest(refusal);
  }
  const fileHash = createHash('sha256').update(file.bytes).digest('hex');
  const before = await importedBefore(ctx, fileHash, targets);
  if (before) return duplicateFile(read.format, before);
  const fileKey = newStorageKey(ctx.user.companyId, randomUUID());
  await files.put(fileKey, file.bytes, 'application/octet-stream');
  const ref = { fileName: body.fileName, format: read.format, fileHash, fileKey };
  const statements = [];
  for (const t of targets) {
    const done = await insertStatement(ctx, t.bank, ref, t.account);
    await writeBankAccountLog(ctx.tx, ctx.user.companyId, {
      bankAccountId: t.bank.id,
      feature: SmartBankingFeatureId.BankStatement,
      logState: BankLogState.Success,
      message: `Statement ${body.fileName} (${read.format}): ${done.imported} imported, ${done.duplicates} already there.`,
      userId: ctx.user.userId,
    });
    statements.push({
      BankStatementId: done.statementId,
      BankAccountId: t.bank.id,
      AccountName: t.bank.accountName,
      AccountNumber: t.account.accountNumber ?? null,
      Imported: done.imported,
      Duplicates: done.duplicates,
      OpeningBalance: t.account.openingBalanceCents ?? null,
      ClosingBalance: t.account.closingBalanceCents ?? null,
      StartDate: t.account.startDate ?? null,
      EndDate: t.account.endDate ?? null,
    });
  }
  if (mapping && body.SaveMapping) await saveCsvMapping(ctx, selected.id, mapping);
  const imported = statements.reduce((k, s) => k + s.Imported, 0);
  const duplicates = statements.reduce((k, s) => k + s.Duplicates, 0);
  return {
    Format: read.format,
    IsDuplicateFile: false,
    Imported: imported,
    Duplicates: duplicates,
    Statements: statements,
    Message: summary(imported, duplicates, skipped),
  };
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

function summary(imported: number, duplicates: number, skipped: readonly string[]): string {
  const parts = [
    imported === 0 && duplicates > 0
      ? `All ${plural(duplicates, 'transaction')} were imported before: nothing was added.`
      : `Imported ${plural(imported, 'transaction')}; skipped ${plural(duplicates, 'duplicate')}.`,
  ];
  if (skipped.length > 0)
    parts.push(`Not a bank account of the company, so not imported: ${skipped.join(', ')}.`);
  return parts.join(' ');
}

function assignAccounts(
  selected: StatementBankAccount,
  accounts: readonly StatementAccount[],
  all: readonly StatementBankAccount[],
  choice: Choice,
): { targets: Target[]; skipped: string[] } {
  const [only] = accounts;
  if (accounts.length === 1 && only) {
    const match = matchAccountNumber(only.accountNumber, all);
    if (!match || match.id === selected.id)
      return { targets: [{ bank: selected, account: only }], skipped: [] };
    if (choice === 'auto') return { targets: [{ bank: match, account: only }], skipped: [] };
    throw appError('BankStatementOtherAccount', only.accountNumber ?? '', match.accountName);
  }
  const targets: Target[] = [];
  const skipped: string[] = [];
  for (const account of accounts) {
    const match = matchAccountNumber(account.accountNumber, all);
    if (match) targets.push({ bank: match, account });
    else skipped.push(account.accountNumber ?? '(no account number)');
  }
  if (targets.length === 0) throw appError('BankStatementNoAccountOfCompany', skipped);
  return { targets, skipped };
}

interface Earlier {
  fileName: string;
  importedAt: string;
}

/** The earlier import of the same file into the same bank accounts, if there was one. */
async function importedBefore(
  ctx: RequestContext,
  fileHash: string,
  targets: readonly Target[],
): Promise<Earlier | undefined> {
  const ids = targets.map((t) => t.bank.id);
  const rows = await queryRows<Earlier & { bankAccountId: number }>(
    ctx.tx,
    sql`select distinct on (bank_account_id) bank_account_id::int8 as "bankAccountId",
               file_name as "fileName", to_char(created_at at time zone 'UTC', 'MM/DD/YYYY') as "importedAt"
          from bank_statements
         where file_hash = ${fileHash} and bank_account_id in (${sql.join(
           ids.map((i) => sql`${i}`),
           sql`, `,
         )})
         order by bank_account_id, id`,
  );
  return rows.length === new Set(ids).size ? rows[0] : undefined;
}

function duplicateFile(
  format: BankStatementImportResult['Format'],
  earlier: Earlier,
): BankStatementImportResult {
  return {
    Format: format,
    IsDuplicateFile: true,
    Imported: 0,
    Duplicates: 0,
    Statements: [],
    Message: `This file was imported on ${earlier.importedAt} (${earlier.fileName}): nothing was added.`,
  };
}
