export { bankStatementsRoutes } from './routes';
// The SFTP poll (bank-sftp) imports the statement files a bank drops.
export { importStatementFile, type ArrivedFile } from './import-statement-file';
