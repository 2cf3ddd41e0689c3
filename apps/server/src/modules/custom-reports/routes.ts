import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { CustomStatementReportName, type PermissionClaim } from '@hoa/domain';
import { bind, bindCaller } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import { buildReportData, sendReport } from '../reports/index';
import { customFinancialStatement } from './custom-financial-statement';
import { customFinancialStatements } from './custom-financial-statements';
import { deleteCustomReport } from './delete-custom-report';
import { getCustomPortfolioReport } from './get-custom-portfolio-report';
import { getCustomReport } from './get-custom-report';
import { getCustomReports } from './get-custom-reports';
import { saveCustomReport } from './save-custom-report';

const claim: PermissionClaim = 'glaccounts';

/** /api/CustomReport/* (the designer) and the custom reports' render calls under /api/Report. */
export function customReportsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = contract.customReports;
  bind(app, deps, r.GetCustomReports, getCustomReports);
  bind(app, deps, r.GetCustomReport, getCustomReport);
  bind(app, deps, r.SaveCustomReport, saveCustomReport);
  bind(app, deps, r.DeleteCustomReport, deleteCustomReport);
  // The render calls go through the shared report checks, settings and renderer; one community
  // is checked there, several by the builder.
  bindCaller(app, deps, r.CustomFinancialStatement, async (call) => {
    const body = call.input.body;
    const data = await call.read((ctx) =>
      buildReportData(
        ctx,
        claim,
        body.communityAgentId,
        customFinancialStatement,
        body,
        CustomStatementReportName,
      ),
    );
    return sendReport(call, data, body);
  });
  bindCaller(app, deps, r.CustomFinancialStatements, async (call) => {
    const body = call.input.body;
    const data = await call.read((ctx) =>
      buildReportData(ctx, claim, null, customFinancialStatements, body, CustomStatementReportName),
    );
    return sendReport(call, data, body);
  });
  bindCaller(app, deps, r.GetCustomPortfolioReport, async (call) => {
    const body = call.input.body;
    const data = await call.read((ctx) =>
      buildReportData(ctx, claim, null, getCustomPortfolioReport, body),
    );
    return sendReport(call, data, body);
  });
}
