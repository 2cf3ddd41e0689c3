import { reportEndpoints, type CatalogReportJson, type CatalogReportName } from '@hoa/contract';
import { isValidIsoDate, localDay } from '@hoa/domain';
import { Alert, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useCurrentCommunity } from '../../app/community/current-community';
import { LoadError } from '../../widgets/load-error';
import {
  defaultReportDates,
  missingDatesMessage,
  ReportFrame,
  useCommunitiesFilter,
} from '../../widgets/report-viewer';
import { defaultFiscalYear } from '../../widgets/fiscal-year-select';
import { fiscalYearsQuery, periodsQuery } from './ledger-lookups';
import { ReportParamsForm, type ReportParams } from './report-params';
import { catalogReportDataQuery, reportCatalogueQuery } from './report-queries';
import { ScheduleReportButton } from './schedule-report-modal';

/**
 * /report/{name}/{communityAgentId} for a report of the catalogue: its options built from the
 * catalogue's description of its parameters (GET /api/Report/GetReportCatalogue), its rows from
 * its own call; a report over several communities also chooses them.
 */
export function CatalogReportScreen({ name }: { name: CatalogReportName }) {
  const catalogue = useQuery(reportCatalogueQuery());
  const report = catalogue.data?.find((r) => r.Name === name);
  if (report) return <CatalogReport key={name} report={report} name={name} />;
  if (catalogue.isError) return <LoadError error={catalogue.error} />;
  if (!catalogue.data) return <Loader size="sm" />;
  return (
    <Alert color="yellow" variant="light" role="alert">
      You may not run the report “{name}”.
    </Alert>
  );
}

/** The values a parameter is sent as: days and text as they are, several values joined in a query. */
function sent(
  value: ReportParams[string],
  inQuery: boolean,
): string | number | (string | number)[] | null {
  if (value === null || value === undefined || value === '') return null;
  if (Array.isArray(value)) {
    if (value.length === 0) return null;
    return inQuery ? value.join(',') : value;
  }
  return typeof value === 'boolean' ? String(value) : value;
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

function CatalogReport({ report, name }: { report: CatalogReportJson; name: CatalogReportName }) {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const today = localDay(new Date());
  const shown = report.Parameters.filter((p) => p.IsVisible);
  const wants = (param: string) => shown.some((p) => p.Name === param);
  const linked = linkedDays(useSearch({ strict: false }));
  const [chosen, setChosen] = useState<ReportParams>(() => {
    const dates: ReportParams = defaultReportDates();
    const days = Object.fromEntries(
      shown.flatMap((p) => {
        const value = p.RawValue ?? (p.DataType === 'D' ? dates[p.Name] : undefined);
        return value === undefined || value === null ? [] : [[p.Name, value]];
      }),
    );
    return { ...days, ...linked };
  });
  const communities = useCommunitiesFilter();
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
  const values: Record<string, string | number> = {};
  const body: Record<string, unknown> = {};
  for (const p of shown) {
    const inQuery = sent(params[p.Name], true);
    if (inQuery !== null && !Array.isArray(inQuery)) values[p.Name] = inQuery;
    const inBody = sent(params[p.Name], false);
    if (inBody !== null) body[p.Name] = inBody;
  }
  // A date parameter shown empty: the page says so and asks for no report.
  const missing = missingDatesMessage(
    shown.filter((p) => p.DataType === 'D' && !params[p.Name]).map((p) => p.DisplayName),
  );
  const ready =
    (!wants('fiscalYearId') || fiscalYearId !== null) &&
    (!wants('periodId') || periodId !== null) &&
    missing === null;
  const input = report.IsGlobal
    ? { body: { agentIds: communities.agentIds, ...body } }
    : { query: { ...values, communityAgentId } };
  const data = useQuery({ ...catalogReportDataQuery(name, input), enabled: ready });
  const path = reportEndpoints[name].path;
  return (
    <ReportFrame
      title={report.DisplayName}
      path={path}
      query={report.IsGlobal ? {} : (input.query ?? {})}
      {...(report.IsGlobal ? { body: input.body } : {})}
      data={data}
      ready={ready}
      missing={missing}
      actions={
        report.IsGlobal ? null : (
          <ScheduleReportButton
            reportName={name}
            displayName={report.DisplayName}
            communityAgentId={communityAgentId}
            parameters={values}
            disabled={!ready}
          />
        )
      }
      options={
        <>
          {report.IsGlobal ? communities.input : null}
          <ReportParamsForm
            communityAgentId={communityAgentId}
            parameters={report.Parameters}
            params={params}
            onChange={setChosen}
          />
        </>
      }
    />
  );
}
