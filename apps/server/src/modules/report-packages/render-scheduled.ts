import type { FileStore } from '../../files/file-store';
import type { RenderScheduled } from '../report-catalogue/index';
import { renderPackageFile } from './render-package-file';

/**
 * What the scheduled reports' runner renders: a package's schedule (the package scheduler's) as
 * RenderPackage renders it, any other as its catalogue report.
 */
export function renderScheduledPackages(
  files: FileStore,
  otherwise: RenderScheduled,
): RenderScheduled {
  return (asUser, schedule) =>
    schedule.reportPackageId === null
      ? otherwise(asUser, schedule)
      : renderPackageFile(asUser, files, {
          reportPackageId: schedule.reportPackageId,
          format: schedule.format,
          communityAgentId: schedule.communityAgentId,
        });
}
