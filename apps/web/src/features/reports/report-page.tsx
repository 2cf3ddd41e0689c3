import { contract, type LedgerReportQuery, type ReportParameterJson } from '@hoa/contract';
import {
  arReport,
  ccrReport,
  financialReport,
  generalRequestReport,
  isValidIsoDate,
  localDay,
  serviceRequestReport,
  workOrderReport,
  type FinancialReport,
} from '@hoa/domain';
import { Alert, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useCurrentCommunity } from '../../app/community/current-community';
import { LoadError } from '../../widgets/load-error';
import {
  defaultReportDates,
  missingDatesMessage,
  ReportCustomizerContext,
  ReportDrillContext,
  ReportFrame,
} from '../../widgets/report-viewer';
import { defaultFiscalYear } from '../../widgets/fiscal-year-select';
import { ArReportScreen } from '../owner-ledger';
import { openGlLinesDrawer } from '../gl-history';
import { SavedReports } from '../saved-reports';
import { receiptReport, ReceiptReportScreen } from '../receipt-reports';
import { apReport, ApReportScreen } from '../ap-reports';
import { CcrReportScreen, GlobalCcrReportScreen } from '../ccr-reports';
import { GeneralRequestReportScreen, GlobalGeneralRequestReportScreen } from '../general-requests';
import {
  architecturalRequestReport,
  ArchitecturalRequestReportScreen,
} from '../architectural-requests';
import {
  GlobalServiceRequestReportScreen,
  GlobalWorkOrderReportScreen,
  ServiceRequestReportScreen,
  WorkOrderReportScreen,
} from '../work-order-reports';
import { fiscalYearsQuery, periodsQuery } from './ledger-lookups';
import { ReportParamsForm, type ReportParams } from './report-params';
import { ScheduleReportButton } from './schedule-report-modal';
import {
  isReportName,
  reportCatalogueQuery,
  reportDataQuery,
  type ReportName,
} from './report-queries';

/** /report/{name}/{communityAgentId}: a report's screen, with the user's saved reports of it. */
export function ReportPage() {
  return (
    <ReportCustomizerContext.Provider value={SavedReports}>
      <ReportDrillContext.Provider value={openGlLinesDrawer}>
        <ReportScreens />
      </ReportDrillContext.Provider>
    </ReportCustomizerContext.Provider>
  );
}

/** One report with its options, rows and downloads. */
function ReportScreens() {
  const { name } = useParams({ strict: false });
  const report = financialReport(name ?? '');
  const ar = arReport(name ?? '');
  if (ar) return <ArReportScreen key={ar.Name} report={ar} />;
  const receipts = receiptReport(name ?? '');
  if (receipts) return <ReceiptReportScreen key={receipts.Name} report={receipts} />;
  const ap = apReport(name ?? '');
  if (ap) return <ApReportScreen key={ap.Name} report={ap} />;
  const ccr = ccrReport(name ?? '');
  if (ccr) return ccr.Name === 'CCR' ? <CcrReportScreen /> : <GlobalCcrReportScreen />;
  const requests = generalRequestReport(name ?? '');
  if (requests)
    return requests.Name === 'generalRequest' ? (
      <GeneralRequestReportScreen />
    ) : (
      <GlobalGeneralRequestReportScreen />
    );
  if (architecturalRequestReport(name ?? '')) return <ArchitecturalRequestReportScreen />;
  const serviceRequests = serviceRequestReport(name ?? '');
  if (serviceRequests)
    return serviceRequests.Name === 'ServiceRequest' ? (
      <ServiceRequestReportScreen />
    ) : (
      <GlobalServiceRequestReportScreen />
    );
  const workOrders = workOrderReport(name ?? '');
  if (workOrders)
    return workOrders.Name === 'WorkOrder' ? (
      <WorkOrderReportScreen />
    ) : (
      <GlobalWorkOrderReportScreen />
    );
  if (!report || !isReportName(report.Name)) {
    return (
      <Alert color="yellow" variant="light" role="alert">
        There is no report named “{name}”.
      </Alert>
    );
  }
  return <ReportScreen key={report.Name} report={report} name={report.Name} />;
}

function ReportScreen({ report, name }: { report: FinancialReport; name: ReportName }) {
  const catalogue = useQuery(reportCatalogueQuery());
  const parameters = catalogue.data?.find((r) => r.Name === name)?.Parameters;
  if (!parameters) {
    return catalogue.isError ? <LoadError error={catalogue.error} /> : <Loader size="sm" />;
  }
  return <ReportWithParameters report={report} name={name} parameters={parameters} />;
}

/**
 * The days a link opens the report over (?startDate=&endDate=, the balance sheet's net income
 * opening the income statement); a bad date is dropped.
 */
function linkedDays(search: Record<string, unknown>): ReportParams {
  const days: ReportParams = {};
  for (const key of ['startDate', 'endDate'] as const) {
    const value = search[key];
    if (typeof value === 'string' && isValidIsoDate(value)) days[key] = value;
  }
  return days;
}

/** A financial report with its options built from the catalogue's description of its parameters. */
function ReportWithParameters({
  report,
  name,
  parameters,
}: {
  report: FinancialReport;
  name: ReportName;
  parameters: readonly ReportParameterJson[];
}) {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const today = localDay(new Date());
  const shown = parameters.filter((p) => p.IsVisible);
  const days = linkedDays(useSearch({ strict: false }));
  const [chosen, setChosen] = useState<ReportParams>(() => ({
    ...defaultReportDates(),
    ...Object.fromEntries(
      shown.filter((p) => p.RawValue !== null).map((p) => [p.Name, p.RawValue]),
    ),
    ...days,
  }));
  const wants = (param: string) => shown.some((p) => p.Name === param);
  // A year and period the user has not chosen default to today's (spec 1 §2.6 fiscal-year select).
  const years = useQuery({ ...fiscalYearsQuery(communityAgentId), enabled: wants('fiscalYearId') });
  const fiscalYearId =
    (chosen.fiscalYearId as number | null | undefined) ??
    (years.data ? defaultFiscalYear(years.data, 'all') : null);
  const periods = useQuery({
    ...periodsQuery(fiscalYearId ?? 0),
    enabled: wants('periodId') && fiscalYearId !== null,
  });
  const periodId =
    (chosen.periodId as number | null | undefined) ??
    (periods.data?.find((p) => p.StartDate <= today && today <= p.EndDate) ?? periods.data?.[0])
      ?.AccountingPeriodId ??
    null;
  const params: ReportParams = { ...chosen, fiscalYearId, periodId };
  const values: Record<string, string | number> = { communityAgentId };
  for (const p of shown) {
    const value = params[p.Name];
    if (typeof value === 'string' || typeof value === 'number') values[p.Name] = value;
    else if (typeof value === 'boolean') values[p.Name] = String(value);
  }
  const query = { ...values, communityAgentId } as LedgerReportQuery;
  // A required or date parameter shown empty: the page says so and asks for no report.
  const missing = missingDatesMessage(
    shown.filter((p) => p.DataType === 'D' && !params[p.Name]).map((p) => p.DisplayName),
  );
  const ready =
    (!wants('fiscalYearId') || fiscalYearId !== null) &&
    (!wants('periodId') || periodId !== null) &&
    missing === null;
  const data = useQuery({ ...reportDataQuery(name, query), enabled: ready });
  return (
    <ReportFrame
      title={report.DisplayName}
      path={contract.reports[name].path}
      query={values}
      data={data}
      ready={ready}
      missing={missing}
      backLabel="All financial reports"
      actions={
        <ScheduleReportButton
          reportName={name}
          displayName={report.DisplayName}
          communityAgentId={communityAgentId}
          parameters={Object.fromEntries(
            Object.entries(values).filter(([key]) => key !== 'communityAgentId'),
          )}
          disabled={!ready}
        />
      }
      options={
        <ReportParamsForm
          communityAgentId={communityAgentId}
          parameters={parameters}
          params={params}
          onChange={setChosen}
        />
      }
    />
  );
}
