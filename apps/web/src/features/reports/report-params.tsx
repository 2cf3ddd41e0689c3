import type { ReportParameterJson } from '@hoa/contract';
import { formatDate } from '@hoa/domain';
import { Checkbox, MultiSelect, NumberInput, Select, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DateInput } from '../../widgets/date-input';
import { MoneyInput } from '../../widgets/money-input';
import { bankAccountOptions, paymentSetupQuery } from '../cash-receipts';
import { FiscalYearSelect } from '../../widgets/fiscal-year-select';
import { costCentersQuery, fiscalYearsQuery, periodsQuery } from './ledger-lookups';

/** A list longer than this is searched as it is typed in (a community's codes, its batches). */
const SearchableOptions = 8;

/** A select's width: its longest option's, within 140 and 360 pixels. */
function listWidth(options: readonly { DisplayName: string }[]): number {
  const longest = Math.max(0, ...options.map((o) => o.DisplayName.length));
  return Math.min(360, Math.max(140, longest * 8 + 48));
}

/** The chosen values by parameter name: days as 'YYYY-MM-DD', ids and numbers as numbers; null when empty. */
export type ReportParams = Record<
  string,
  string | number | boolean | (string | number)[] | null | undefined
>;

interface ReportParamsFormProps {
  communityAgentId: number;
  /** The report's parameters as the catalogue describes them (GET /api/Report/GetReportCatalogue). */
  parameters: readonly ReportParameterJson[];
  params: ReportParams;
  onChange: (params: ReportParams) => void;
}

/**
 * The report's options built from its parameters (spec 3 §3): D the shared date input, I and N
 * number inputs, B a check box, a listed parameter a select (several values: a multi-select); the
 * community's fiscal year, period, cost center and bank account are chosen from their lists; an
 * amount in cents is typed as money; a long list (a community's codes) is searched. Hidden
 * parameters (IsVisible false) are not shown.
 */
export function ReportParamsForm({
  communityAgentId,
  parameters,
  params,
  onChange,
}: ReportParamsFormProps) {
  const wants = (name: string) => parameters.some((p) => p.Name === name && p.IsVisible);
  const years = useQuery({ ...fiscalYearsQuery(communityAgentId), enabled: wants('fiscalYearId') });
  const fiscalYearId = typeof params.fiscalYearId === 'number' ? params.fiscalYearId : null;
  const periods = useQuery({
    ...periodsQuery(fiscalYearId ?? 0),
    enabled: wants('periodId') && fiscalYearId !== null,
  });
  const costCenters = useQuery({
    ...costCentersQuery(communityAgentId),
    enabled: wants('costCenterId'),
  });
  const banks = useQuery({
    ...paymentSetupQuery(communityAgentId),
    enabled: wants('bankAccountId'),
  });
  const set = (changed: ReportParams) => {
    onChange({ ...params, ...changed });
  };
  const idSelect = (
    p: ReportParameterJson,
    data: { value: string; label: string }[],
    more: { placeholder?: string; clearable?: boolean; w: number },
  ) => (
    <Select
      key={p.Name}
      label={p.DisplayName}
      data={data}
      value={params[p.Name] ? String(params[p.Name]) : null}
      onChange={(value) => {
        set({ [p.Name]: value ? Number(value) : null });
      }}
      {...more}
    />
  );
  const input = (p: ReportParameterJson) => {
    const value = params[p.Name];
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
        return idSelect(
          p,
          (periods.data ?? []).map((period) => ({
            value: String(period.AccountingPeriodId),
            label: `${period.PeriodOrder}: ${formatDate(period.StartDate)} - ${formatDate(period.EndDate)}`,
          })),
          { w: 260 },
        );
      case 'bankAccountId':
        return idSelect(p, bankAccountOptions(banks.data), {
          placeholder: p.IsRequired ? undefined : 'All bank accounts',
          clearable: !p.IsRequired,
          w: 220,
        });
      case 'balanceAmount':
        // Cents, typed as money.
        return (
          <MoneyInput
            key={p.Name}
            label={p.DisplayName}
            w={140}
            allowNegative
            value={typeof value === 'number' ? value : null}
            onChange={(cents) => {
              set({ [p.Name]: cents });
            }}
          />
        );
      case 'costCenterId':
        return (costCenters.data ?? []).length === 0
          ? null
          : idSelect(
              p,
              (costCenters.data ?? []).map((c) => ({
                value: String(c.CostCenterId),
                label: `${c.CostCenterNumber} ${c.CostCenterName}`,
              })),
              { placeholder: 'All cost centers', clearable: true, w: 220 },
            );
    }
    if (p.DataSource && p.AllowMultipleValues) {
      const options = p.DataSource;
      return (
        <MultiSelect
          key={p.Name}
          label={p.DisplayName}
          w={260}
          clearable
          data={options.map((o) => ({ value: String(o.Value), label: o.DisplayName }))}
          value={Array.isArray(value) ? value.map(String) : []}
          onChange={(picked) => {
            set({
              [p.Name]: picked.map((v) => options.find((o) => String(o.Value) === v)?.Value ?? v),
            });
          }}
        />
      );
    }
    if (p.DataSource) {
      return (
        <Select
          key={p.Name}
          label={p.DisplayName}
          w={listWidth(p.DataSource)}
          clearable={!p.IsRequired}
          searchable={p.DataSource.length > SearchableOptions}
          placeholder={p.IsRequired ? undefined : 'All'}
          data={p.DataSource.map((o) => ({ value: String(o.Value), label: o.DisplayName }))}
          value={value === null || value === undefined ? null : String(value)}
          onChange={(chosen) => {
            set({
              [p.Name]: chosen === null ? null : p.DataType === 'I' ? Number(chosen) : chosen,
            });
          }}
        />
      );
    }
    switch (p.DataType) {
      case 'D':
        return (
          <DateInput
            key={p.Name}
            label={p.DisplayName}
            w={150}
            value={typeof value === 'string' ? value : null}
            onChange={(day) => {
              set({ [p.Name]: day });
            }}
          />
        );
      case 'I':
      case 'N':
        return (
          <NumberInput
            key={p.Name}
            label={p.DisplayName}
            w={140}
            allowDecimal={p.DataType === 'N'}
            value={typeof value === 'number' ? value : ''}
            onChange={(n) => {
              set({ [p.Name]: typeof n === 'number' ? n : null });
            }}
          />
        );
      case 'B':
        return (
          <Checkbox
            key={p.Name}
            label={p.DisplayName}
            checked={value === true}
            onChange={(event) => {
              set({ [p.Name]: event.currentTarget.checked });
            }}
          />
        );
      case 'T':
        return (
          <TextInput
            key={p.Name}
            label={p.DisplayName}
            w={200}
            value={typeof value === 'string' ? value : ''}
            onChange={(event) => {
              set({ [p.Name]: event.currentTarget.value || null });
            }}
          />
        );
    }
  };
  return <>{parameters.filter((p) => p.IsVisible).map(input)}</>;
}
