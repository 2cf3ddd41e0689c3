export {
  StatementFormats,
  StatementTransactionTypes,
  StatementFormatError,
  type StatementFormat,
  type StatementTransactionType,
  type StatementTransaction,
  type StatementAccount,
  type StatementRead,
  DefaultStatementCurrency,
} from './types';
export { BankAccountCurrency, statementCurrencyRefusal } from './currency';
export { readOfx } from './ofx';
export { readBai2 } from './bai2';
export { readCamt } from './camt';
export {
  CsvDateFormats,
  csvPreview,
  readCsvStatement,
  type CsvDateFormat,
  type CsvStatementMapping,
} from './csv-statement';
export { decodeStatementBytes, detectStatementFormat, readStatementFile } from './read-statement';
export {
  baseNameOf,
  CheckImageAnswerTypes,
  checkImageProblem,
  CheckImageMessages,
  type CheckImageProblem,
  CheckImageTypes,
  checkNumberOfImageName,
  isIgnoredZipEntry,
  isZipFile,
  MaxCheckImagesPerZip,
  MaxCheckImageZipBytes,
} from './check-images';
