/** Lockbox: upload, review, post and history of lockbox files (spec 2 §7 'Lockbox'). */
export { lockboxRoutes } from './routes';
// The lockbox report (receipt-reports) reads a batch as the review screen does.
export { readBatch } from './lockbox-queries';
// The report catalogue lists a community's batches for the reports that take one.
export { batchSummaries } from './lockbox-queries';
// The SFTP poll (bank-sftp) imports the lockbox files a bank drops.
export { importLockboxFile } from './import-lockbox-file';
