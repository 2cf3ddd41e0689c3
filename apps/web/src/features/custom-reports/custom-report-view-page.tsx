import { contract, type CustomReport, type ReportParameterJson } from '@hoa/contract';
import { localDay } from '@hoa/domain';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { LoadError } from '../../widgets/load-error';
import { PageLoader } from '../../widgets/page-loader';
import { missingDatesMessage, ReportFrame } from '../../widgets/report-viewer';
import { ReportParamsForm, type ReportParams } from '../reports';
import { customReportQuery } from './custom-report-queries';
import { reportKind } from './custom-reports-page';

/** The one parameter a custom report asks for: the day it is as of (its period, for income). */
const asOfParameter: ReportParameterJson[] = [
  {
    Name: 'asOfDate',
    DisplayName: 'As of',
    DataType: 'D',
    Value: '',
    RawValue: null,
    IsVisible: true,
    DataSource: null,
    AllowMultipleValues: false,
    IsRequired: true,
  },
];

/**
 * A custom report on screen, with its PDF, Excel and Word files. Custom reports route by report
 * type (spec 3 §2): type 1 is the portfolio (every community on the user's list), otherwise the
 * financial statement of the current community.
 */
export function CustomReportViewPage() {
  const { customReportId } = useParams({ strict: false });
  const stored = useQuery(customReportQuery(Number(customReportId)));
  if (!stored.data) return stored.isError ? <LoadError error={stored.error} /> : <PageLoader />;
  return <CustomReportView key={stored.data.CustomReportId} report={stored.data} />;
}

function CustomReportView({ report }: { report: CustomReport }) {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const [params, setParams] = useState<ReportParams>({ asOfDate: localDay(new Date()) });
  const asOfDate = typeof params.asOfDate === 'string' ? params.asOfDate : null;
  const missing = missingDatesMessage(asOfDate ? [] : ['As of']);
  const portfolio = report.Definition.ReportType === 1;
  const endpoint = portfolio
    ? contract.customReports.GetCustomPortfolioReport
    : contract.customReports.CustomFinancialStatement;
  const body: Record<string, unknown> = portfolio
    ? { CustomReportId: report.CustomReportId, asOfDate }
    : { CustomReportId: report.CustomReportId, communityAgentId, asOfDate };
  const data = useQuery({
    queryKey: ['customReportData', body],
    queryFn: () => api.call(endpoint, { body: body as never }),
    enabled: asOfDate !== null,
  });
  return (
    <ReportFrame
      title={`${report.Name} (${reportKind(report)})`}
      path={endpoint.path}
      query={{}}
      body={body}
      data={data}
      ready={asOfDate !== null}
      missing={missing}
      options={
        <ReportParamsForm
          communityAgentId={communityAgentId}
          parameters={asOfParameter}
          params={params}
          onChange={setParams}
        />
      }
    />
  );
}
