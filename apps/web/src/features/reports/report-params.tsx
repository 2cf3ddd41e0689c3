import type { FinancialReport, ReportParameter } from '@hoa/domain';
import { formatDate } from '@hoa/domain';
import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DateInput } from '../../widgets/date-input';
import { FiscalYearSelect } from '../../widgets/fiscal-year-select';
import { costCentersQuery, fiscalYearsQuery, periodsQuery } from './ledger-lookups';

type DateName = 'asOfDate' | 'startDate' | 'endDate';

/** Whether a report parameter is a day (typed in a DateInput). */
export function isDateParameter(name: string): name is DateName {
  return name === 'asOfDate' || name === 'startDate' || name === 'endDate';
}
type IdName = Exclude<ReportParameter['Name'], DateName>;

/** The chosen options: days as 'YYYY-MM-DD', ids as numbers; null when empty. */
export type ReportParams = Partial<Record<DateName, string | null> & Record<IdName, number | null>>;

interface ReportParamsFormProps {
  communityAgentId: number;
  report: FinancialReport;
  params: ReportParams;
  onChange: (params: ReportParams) => void;
}

/** The report's options from its parameters (spec 3 §3: D dates, I ids): dates, year, period, cost center. */
export function ReportParamsForm({
  communityAgentId,
  report,
  params,
  onChange,
}: ReportParamsFormProps) {
  const years = useQuery(fiscalYearsQuery(communityAgentId));
  const fiscalYearId = params.fiscalYearId ?? null;
  const periods = useQuery({ ...periodsQuery(fiscalYearId ?? 0), enabled: fiscalYearId !== null });
  const costCenters = useQuery(costCentersQuery(communityAgentId));
  const set = (changed: ReportParams) => {
    onChange({ ...params, ...changed });
  };
  const input = (p: ReportParameter) => {
    switch (p.Name) {
      case 'fiscalYearId':
        return (
          <FiscalYearSelect
            key={p.Name}
            label={p.DisplayName}
            years={years.data ?? []}
            mode="all"
            value={fiscalYearId}
            onChange={(id) => {
              set({ fiscalYearId: id, periodId: null });
            }}
          />
        );
      case 'periodId':
        return (
          <Select
            key={p.Name}
            label={p.DisplayName}
            w={260}
            data={(periods.data ?? []).map((period) => ({
              value: String(period.AccountingPeriodId),
              label: `${period.PeriodOrder}: ${formatDate(period.StartDate)} - ${formatDate(period.EndDate)}`,
            }))}
            value={params.periodId ? String(params.periodId) : null}
            onChange={(value) => {
              set({ periodId: value ? Number(value) : null });
            }}
          />
        );
      case 'costCenterId':
        return (costCenters.data ?? []).length === 0 ? null : (
          <Select
            key={p.Name}
            label={p.DisplayName}
            placeholder="All cost centers"
            clearable
            w={220}
            data={(costCenters.data ?? []).map((c) => ({
              value: String(c.CostCenterId),
              label: `${c.CostCenterNumber} ${c.CostCenterName}`,
            }))}
            value={params.costCenterId ? String(params.costCenterId) : null}
            onChange={(value) => {
              set({ costCenterId: value ? Number(value) : null });
            }}
          />
        );
      default:
        return (
          <DateInput
            key={p.Name}
            label={p.DisplayName}
            w={150}
            value={params[p.Name] ?? null}
            onChange={(value) => {
              set({ [p.Name]: value });
            }}
          />
        );
    }
  };
  return <>{report.Parameters.map(input)}</>;
}
