/**
 * Report packages (issue 24 item 3): a company's ordered reports, uploaded PDFs and cover image,
 * rendered for a community as one PDF or workbook, for all the caller's communities as a zip, and
 * on a schedule as automation's job 21 (Report packages; ScheduleReportPackage is automation's);
 * their uploads no package holds are removed after a day.
 */
export { reportPackageRoutes } from './routes';
export { checkPackageRender, packageFormat, renderPackageFile } from './render-package-file';
export { readPackage, requireReportClaims } from './package-rows';
export { removeUnusedPackageUploads } from './remove-unused-package-uploads';
