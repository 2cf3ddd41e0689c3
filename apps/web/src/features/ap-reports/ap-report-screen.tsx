import { contract, type ApReportQuery } from '@hoa/contract';
import { defaultTenNinetyNineYear, localDay } from '@hoa/domain';
import { Group, NumberInput, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { DateInput } from '../../widgets/date-input';
import { ReportFrame } from '../../widgets/report-viewer';
import type { ApReport } from './ap-reports';

/** /report/{name}/{communityAgentId} for the AP reports: options, rows and downloads. */
export function ApReportScreen({ report }: { report: ApReport }) {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const today = localDay(new Date());
  const [asOfDate, setAsOfDate] = useState<string | null>(today);
  const [startDate, setStartDate] = useState<string | null>(`${today.slice(0, 7)}-01`);
  const [endDate, setEndDate] = useState<string | null>(today);
  const [bankAccountId, setBankAccountId] = useState<string | null>(null);
  const [year, setYear] = useState<number | string>(defaultTenNinetyNineYear(today));
  const [minimum, setMinimum] = useState<number | string>(600);
  const wants = (p: ApReport['Parameters'][number]) => report.Parameters.includes(p);
  const banks = useQuery({
    queryKey: ['ap-reports', 'banks', communityAgentId],
    queryFn: () => api.call(contract.cashReceipts.GetPaymentSetup, { query: { communityAgentId } }),
    enabled: wants('bank'),
  });
  const values: Record<string, string | number> = { communityAgentId };
  if (wants('asOf') && asOfDate) values.asOfDate = asOfDate;
  if (wants('range') && startDate) values.startDate = startDate;
  if (wants('range') && endDate) values.endDate = endDate;
  if (wants('bank') && bankAccountId) values.bankAccountId = Number(bankAccountId);
  if (wants('year') && year !== '') values.year = Number(year);
  if (wants('year') && minimum !== '') values.minimumAmount = Number(minimum);
  const name = report.Name;
  const data = useQuery({
    queryKey: ['ap-reports', name, values],
    queryFn: () => api.call(contract.apReports[name], { query: values as ApReportQuery }),
  });
  return (
    <ReportFrame
      title={report.DisplayName}
      path={contract.apReports[name].path}
      query={values}
      data={data}
      options={
        <Group gap="sm" align="flex-end">
          {wants('asOf') ? (
            <DateInput label="As of" w={150} value={asOfDate} onChange={setAsOfDate} />
          ) : null}
          {wants('range') ? (
            <>
              <DateInput label="Start date" w={150} value={startDate} onChange={setStartDate} />
              <DateInput label="End date" w={150} value={endDate} onChange={setEndDate} />
            </>
          ) : null}
          {wants('bank') ? (
            <Select
              label="Bank account"
              w={220}
              clearable
              placeholder="All bank accounts"
              data={(banks.data?.BankAccounts ?? []).map((b) => ({
                value: String(b.BankAccountId),
                label: b.AccountName,
              }))}
              value={bankAccountId}
              onChange={setBankAccountId}
            />
          ) : null}
          {wants('year') ? (
            <>
              <NumberInput label="Calendar year" w={130} value={year} onChange={setYear} />
              <NumberInput
                label="Minimum paid"
                w={150}
                decimalScale={2}
                min={0}
                value={minimum}
                onChange={setMinimum}
              />
            </>
          ) : null}
        </Group>
      }
    />
  );
}
