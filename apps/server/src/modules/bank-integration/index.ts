/** Smart banking setup: connections, settings, services, alerts, the bank log, validation files. */
export { bankIntegrationRoutes } from './routes';
// Lockbox runs, statement imports and reconciliation runs log here (GetBankLog, last runs).
export { writeBankAccountLog, writeBankLog, type BankLogEntry } from './bank-log';
// The on-demand runs (reconciliation, lockbox) find a bank's accounts by its alias.
export { bankAccountsByAlias, banksByAlias, type AliasBankAccount } from './bank-access';
// The SFTP poll's failed files are read and retried per bank (bank-sftp).
export { loadBankAgent } from './bank-access';
// The automation's validation export jobs (9, 12, 16-20) make their file as the Export calls do.
export { exportValidationFile } from './validation-export';
// The SFTP poll (bank-sftp) logs in with a bank's saved connection.
export {
  loadSftpConnection,
  withSftp,
  type SftpSession,
  type StoredSftpConnection,
} from './sftp-session';
