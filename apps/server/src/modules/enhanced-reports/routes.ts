import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bind, bindCaller } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import { deleteEnhancedReport } from './delete-enhanced-report';
import { enhancedReportData } from './report-data';
import { getDefaultEnhancedReport } from './get-default-enhanced-report';
import { getEnhancedReport } from './get-enhanced-report';
import { getListEnhancedReports } from './get-list-enhanced-reports';
import { getListEnhancedReportsByUserId } from './get-list-enhanced-reports-by-user-id';
import { saveEnhancedReport } from './save-enhanced-report';

/** /api/EnhancedReport/*: saved report definitions and their reports' data. */
export function enhancedReportsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = contract.enhancedReports;
  bind(app, deps, r.SaveEnhancedReport, saveEnhancedReport);
  bind(app, deps, r.DeleteEnhancedReport, deleteEnhancedReport);
  bind(app, deps, r.GetDefaultEnhancedReport, getDefaultEnhancedReport);
  bind(app, deps, r.GetEnhancedReport, getEnhancedReport);
  bind(app, deps, r.GetListEnhancedReports, getListEnhancedReports);
  bind(app, deps, r.GetListEnhancedReportsByUserId, getListEnhancedReportsByUserId);
  bindCaller(app, deps, r.ReportData, enhancedReportData);
}
