import type { BankStatementImportResult } from '@hoa/contract';
import type { FileStore } from '../../files/file-store';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { companyBankAccounts, matchAccountNumber } from './statement-access';
import { openStatementFile, readStatement } from './statement-file';
import { uploadBankStatement } from './upload-bank-statement';

export interface ArrivedFile {
  fileName: string;
  bytes: Buffer;
}

/**
 * A statement file that arrived by itself (the SFTP poll): imported as its upload would be, into
 * the company's bank account that its first known account number names, each other account of the
 * file into its own ('auto'). A CSV file has no column mapping to go by, so it is refused.
 */
export async function importStatementFile(
  ctx: RequestContext,
  files: FileStore,
  file: ArrivedFile,
): Promise<BankStatementImportResult> {
  const buffer = file.bytes.toString('base64');
  const opened = openStatementFile(buffer, file.fileName);
  if (opened.format === 'CSV') throw appError('BankStatementMapColumnsFirst');
  const read = readStatement(opened.text, opened.format);
  const all = await companyBankAccounts(ctx);
  const match = read.accounts
    .map((a) => matchAccountNumber(a.accountNumber, all))
    .find((a) => a !== undefined);
  if (!match)
    throw appError(
      'BankStatementNoAccountOfCompany',
      read.accounts.map((a) => a.accountNumber ?? '(no account number)'),
    );
  return uploadBankStatement(ctx, files, {
    BankAccountId: match.id,
    buffer,
    fileName: file.fileName,
    AccountChoice: 'auto',
    CsvMapping: null,
    SaveMapping: false,
  });
}
