import { contract, type ApReportQuery } from '@hoa/contract';
import {
  centsDecimalText,
  defaultTenNinetyNineYear,
  localDay,
  TenNinetyNineMinimumCents,
  type Cents,
} from '@hoa/domain';
import { NumberInput, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { MoneyInput } from '../../widgets/money-input';
import { ReportFrame, useReportDates } from '../../widgets/report-viewer';
import { bankAccountOptions, paymentSetupQuery } from '../cash-receipts';
import type { ApReport } from './ap-reports';

/** /report/{name}/{communityAgentId} for the AP reports: options, rows and downloads. */
export function ApReportScreen({ report }: { report: ApReport }) {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const wants = (p: ApReport['Parameters'][number]) => report.Parameters.includes(p);
  const dates = useReportDates({ asOf: wants('asOf'), start: wants('range'), end: wants('range') });
  const [bankAccountId, setBankAccountId] = useState<string | null>(null);
  const [year, setYear] = useState<number | string>(() =>
    defaultTenNinetyNineYear(localDay(new Date())),
  );
  const [minimum, setMinimum] = useState<Cents | null>(TenNinetyNineMinimumCents);
  const banks = useQuery({ ...paymentSetupQuery(communityAgentId), enabled: wants('bank') });
  const values: Record<string, string | number> = { communityAgentId, ...dates.values };
  if (wants('bank') && bankAccountId) values.bankAccountId = Number(bankAccountId);
  if (wants('year') && year !== '') values.year = Number(year);
  // The query takes dollars (spec 2 §7): written from the cents, never divided as a float.
  if (wants('year') && minimum !== null) values.minimumAmount = centsDecimalText(minimum);
  const name = report.Name;
  const data = useQuery({
    queryKey: ['ap-reports', name, values],
    queryFn: () => api.call(contract.apReports[name], { query: values as ApReportQuery }),
    enabled: dates.missing === null,
  });
  return (
    <ReportFrame
      title={report.DisplayName}
      path={contract.apReports[name].path}
      query={values}
      data={data}
      missing={dates.missing}
      options={
        <>
          {dates.inputs}
          {wants('bank') ? (
            <Select
              label="Bank account"
              w={220}
              clearable
              placeholder="All bank accounts"
              data={bankAccountOptions(banks.data)}
              value={bankAccountId}
              onChange={setBankAccountId}
            />
          ) : null}
          {wants('year') ? (
            <>
              <NumberInput label="Calendar year" w={130} value={year} onChange={setYear} />
              <MoneyInput label="Minimum paid" w={150} value={minimum} onChange={setMinimum} />
            </>
          ) : null}
        </>
      }
    />
  );
}
