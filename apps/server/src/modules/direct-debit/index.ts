/** Direct debit: enrollments, NACHA runs, returns and retries (spec 3 §2, §7 AutoPay, §8). */
export { directDebitRoutes } from './routes';
export { derivedKey, seal, unseal } from './sealing';
export { requireEffectiveEntryDate } from './effective-date';
export { saveBankAccount } from './save-bank-account';
// The SFTP poll (bank-sftp) imports the return files a bank drops.
export { importArrivedReturnFile } from './import-return-file';
