export { bankStatementsRoutes } from './routes';
// The SFTP poll (bank-sftp) imports the statement files a bank drops.
export { importStatementFile, type ArrivedFile } from './import-statement-file';
// Report jobs append a community's latest statements to their PDF (automation's job 1).
export { smartBankingStatementReports } from './smart-banking-statements';
