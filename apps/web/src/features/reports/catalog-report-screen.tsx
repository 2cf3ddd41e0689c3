import {
  contract,
  reportEndpoints,
  type CatalogReportJson,
  type CatalogReportName,
} from '@hoa/contract';
import { localDay } from '@hoa/domain';
import { Alert, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useCurrentCommunity } from '../../app/community/current-community';
import { LoadError } from '../../widgets/load-error';
import { ReportFrame, reportPageQuery, useCommunitiesFilter } from '../../widgets/report-viewer';
import { defaultFiscalYear } from '../../widgets/fiscal-year-select';
import { fiscalYearsQuery, periodsQuery } from './ledger-lookups';
import { initialReportParams, missingReportDates, sentReportParams } from './report-form';
import { ReportParamsForm, type ReportParams } from './report-params';
import { catalogReportDataQuery, reportCatalogueQuery } from './report-queries';
import { ScheduleReportButton } from './schedule-report-modal';

/**
 * /report/{name}/{communityAgentId}, every report of the catalogue: its options built from the
 * catalogue's description of its parameters (GET /api/Report/GetReportCatalogue), its rows from
 * its own call, its files rendered by name (RenderReport, RenderGlobalReport); a report over
 * several communities also chooses them.
 */
export function CatalogReportScreen({ name }: { name: CatalogReportName }) {
  const { CommunityAgentId } = useCurrentCommunity();
  // The community's catalogue: its parameters list the community's codes and batches.
  const catalogue = useQuery(reportCatalogueQuery('', CommunityAgentId));
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

function CatalogReport({ report, name }: { report: CatalogReportJson; name: CatalogReportName }) {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const today = localDay(new Date());
  const shown = report.Parameters.filter((p) => p.IsVisible);
  const wants = (param: string) => shown.some((p) => p.Name === param);
  const search = useSearch({ strict: false });
  // A saved report or one being shaped (the route's edit and reportId, which the saved reports'
  // panel keeps) filters and totals the whole report: only the report as it is comes in pages.
  const route = useParams({ strict: false });
  const whole = route.edit !== undefined || route.reportId !== undefined;
  const [chosen, setChosen] = useState<ReportParams>(() =>
    initialReportParams(report.Parameters, search),
  );
  // The page of the rows on screen (a long report comes in pages); other options show page 1.
  const [page, setPage] = useState(1);
  const choose = (params: ReportParams) => {
    setChosen(params);
    setPage(1);
  };
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
  const { query: values, body } = sentReportParams(report.Parameters, params);
  // A date the report needs shown empty: the page says so and asks for no report.
  const missing = missingReportDates(report.Parameters, params);
  const ready =
    (!wants('fiscalYearId') || fiscalYearId !== null) &&
    (!wants('periodId') || periodId !== null) &&
    missing === null;
  const input = report.IsGlobal
    ? { body: { agentIds: communities.agentIds, ...body } }
    : { query: { ...values, communityAgentId } };
  // The screen asks for a page of the rows; the files have them all.
  const shownInput =
    input.query && !whole ? { query: { ...input.query, ...reportPageQuery(page) } } : input;
  const data = useQuery({ ...catalogReportDataQuery(name, shownInput), enabled: ready });
  // Every format is rendered by name, as packages and schedules render it (spec 3 §7).
  const render = report.IsGlobal
    ? {
        path: contract.reportCatalogue.RenderGlobalReport.path,
        body: { Name: name, Parameters: body, AgentIds: communities.agentIds },
      }
    : {
        path: contract.reportCatalogue.RenderReport.path,
        body: { Name: name, Parameters: body, CommunityAgentId: communityAgentId },
      };
  return (
    <ReportFrame
      title={report.DisplayName}
      path={reportEndpoints[name].path}
      query={report.IsGlobal ? {} : (input.query ?? {})}
      {...(report.IsGlobal ? { body: input.body } : {})}
      render={render}
      data={data}
      ready={ready}
      missing={missing}
      {...(report.IsGlobal ? {} : { onRowPage: setPage })}
      actions={
        report.IsGlobal ? null : (
          <ScheduleReportButton
            reportName={name}
            displayName={report.DisplayName}
            communityAgentId={communityAgentId}
            parameters={body}
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
            onChange={choose}
          />
        </>
      }
    />
  );
}
