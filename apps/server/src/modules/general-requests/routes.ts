import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bind } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import { bindBodyReport, bindReport } from '../reports/index';
import { batchClose } from './batch-close';
import { batchReopen } from './batch-reopen';
import { closeGeneralRequest } from './close-general-request';
import { createGeneralRequest } from './create-general-request';
import { createGeneralRequestHistory } from './create-general-request-history';
import { deleteGeneralRequest } from './delete-general-request';
import { generalRequestReport } from './general-request-report';
import { getCodeSummary } from './get-code-summary';
import { getGeneralRequestCodes } from './get-general-request-codes';
import { getGeneralRequestGraph } from './get-general-request-graph';
import { getGeneralRequestKpi } from './get-general-request-kpi';
import { getOpenTicketsCount } from './get-open-tickets-count';
import { getRelatedArcRequest } from './get-related-arc-request';
import { getRelatedServiceRequest } from './get-related-service-request';
import { getTicketsPage } from './get-tickets-page';
import { globalGeneralRequestReport } from './global-general-request-report';
import { reopenGeneralRequest } from './reopen-general-request';
import { updateGeneralRequest } from './update-general-request';

/** General requests (issue 21; spec 3 §7 'General requests') and their two reports. */
export function generalRequestsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const c = contract.generalRequests;
  bind(app, deps, c.GetGraph, getGeneralRequestGraph);
  bind(app, deps, c.GetCodes, getGeneralRequestCodes);
  bind(app, deps, c.GetTicketsPage, getTicketsPage);
  bind(app, deps, c.GetGeneralRequestKpi, getGeneralRequestKpi);
  bind(app, deps, c.GetOpenTicketsCount, getOpenTicketsCount);
  bind(app, deps, c.GetCodeSummary, getCodeSummary);
  bind(app, deps, c.GetRelatedArcRequest, getRelatedArcRequest);
  bind(app, deps, c.GetRelatedServiceRequest, getRelatedServiceRequest);
  bind(app, deps, c.Create, createGeneralRequest);
  bind(app, deps, c.CreateHistory, createGeneralRequestHistory);
  bind(app, deps, c.Update, updateGeneralRequest);
  bind(app, deps, c.Close, closeGeneralRequest);
  bind(app, deps, c.Delete, deleteGeneralRequest);
  bind(app, deps, c.Reopen, reopenGeneralRequest);
  bind(app, deps, c.BatchClose, batchClose);
  bind(app, deps, c.BatchReopen, batchReopen);
  const r = contract.generalRequestReports;
  bindReport(app, deps, r.generalRequest, 'servicerequests', generalRequestReport);
  bindBodyReport(app, deps, r.globalGeneralRequest, 'servicerequests', globalGeneralRequestReport);
}
