/**
 * Report packages (issue 24 item 3): a company's ordered reports, uploaded PDFs and cover image,
 * rendered for a community as one PDF or workbook, for all the caller's communities as a zip, and
 * on a schedule through the scheduled reports' runner; their uploads no package holds are removed
 * after a day.
 */
export { reportPackageRoutes } from './routes';
export { renderScheduledPackages } from './render-scheduled';
export { renderPackageFile } from './render-package-file';
export { removeUnusedPackageUploads } from './remove-unused-package-uploads';
