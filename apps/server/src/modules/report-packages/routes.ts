import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bind, bindCaller } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import { acceptMultipart } from '../attachments/index';
import { deleteReportPackage } from './delete-report-package';
import { getReportPackage } from './get-report-package';
import { getReportPackages } from './get-report-packages';
import { renderAllPackages } from './render-all-packages';
import { renderAndAttachPackage } from './render-and-attach-package';
import { renderPackage } from './render-package';
import { saveReportPackage } from './save-report-package';
import { uploadReportPackageFile } from './upload-report-package-file';

/**
 * Report packages (spec 3 §7 'POST /Report/RenderPackage, RenderAllPackages,
 * RenderAndAttachPackage'): their definitions and renders (the package scheduler's
 * ScheduleReportPackage is automation's, a job schedule of job 21); each
 * render checks each report's own claim, as RenderReport does.
 */
export function reportPackageRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = contract.reportPackages;
  bind(app, deps, r.GetReportPackages, getReportPackages);
  bind(app, deps, r.GetReportPackage, getReportPackage);
  bind(app, deps, r.SaveReportPackage, saveReportPackage);
  bind(app, deps, r.DeleteReportPackage, deleteReportPackage);
  bindCaller(app, deps, r.RenderPackage, (call) => renderPackage(call, deps.files));
  bindCaller(app, deps, r.RenderAllPackages, (call) => renderAllPackages(call, deps.files));
  bindCaller(app, deps, r.RenderAndAttachPackage, (call) =>
    renderAndAttachPackage(call, deps.files),
  );
  // The upload reads a multipart body; the scope keeps that to this route.
  void app.register((uploads, _options, done) => {
    acceptMultipart(uploads);
    bindCaller(uploads, deps, r.UploadReportPackageFile, (call) =>
      uploadReportPackageFile(call, deps.files),
    );
    done();
  });
}
