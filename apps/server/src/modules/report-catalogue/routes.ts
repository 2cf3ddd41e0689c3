import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bind, bindCaller } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import { getReportCatalogue } from './get-report-catalogue';
import { renderAndAttachReport } from './render-and-attach-report';
import { renderGlobalReport } from './render-global-report';
import { renderReportByName } from './render-report';

/**
 * The report catalogue and the render calls by name (spec 3 §7 'POST /Report/RenderReport,
 * RenderAndAttachReport, RenderGlobalReport'); each render checks the named report's own claim.
 */
export function reportCatalogueRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = contract.reportCatalogue;
  bind(app, deps, r.GetReportCatalogue, getReportCatalogue);
  bindCaller(app, deps, r.RenderReport, renderReportByName);
  bindCaller(app, deps, r.RenderAndAttachReport, (call) => renderAndAttachReport(call, deps.files));
  bindCaller(app, deps, r.RenderGlobalReport, renderGlobalReport);
}
