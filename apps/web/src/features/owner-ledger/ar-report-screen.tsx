import { contract, type ArReportQuery } from '@hoa/contract';
import { BalanceComparisonIds, ComparisonOperators, toCents, type ArReport } from '@hoa/domain';
import { Checkbox, Select, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { ReportFrame, useReportDates } from '../../widgets/report-viewer';

type ArReportName = keyof typeof contract.arReports;

function isArReportName(name: string): name is ArReportName {
  return name in contract.arReports;
}

const amountCents = (text: string): number | null => {
  try {
    return toCents(text || '0');
  } catch {
    return null;
  }
};

/** /report/{name}/{communityAgentId} for the AR family: options, rows and downloads. */
export function ArReportScreen({ report }: { report: ArReport }) {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const wants = (p: ArReport['Parameters'][number]) => report.Parameters.includes(p);
  const dates = useReportDates({
    asOf: wants('asOfDate'),
    start: wants('startDate'),
    end: wants('endDate'),
  });
  const [operator, setOperator] = useState<string>('3');
  const [amount, setAmount] = useState('0.00');
  const [includeDeleted, setIncludeDeleted] = useState(false);
  const cents = amountCents(amount);
  const values: Record<string, string | number> = { communityAgentId, ...dates.values };
  if (wants('balanceFilter') && cents !== null) {
    values.balanceOperatorId = Number(operator);
    values.balanceAmount = cents;
  }
  if (wants('includeDeleted')) values.includeDeleted = String(includeDeleted);
  const name = report.Name;
  const data = useQuery({
    queryKey: ['ar-reports', name, values],
    queryFn: () =>
      isArReportName(name)
        ? api.call(contract.arReports[name], { query: values as ArReportQuery })
        : Promise.reject(new Error(`There is no report named “${name}”.`)),
  });
  return (
    <ReportFrame
      title={report.DisplayName}
      path={isArReportName(name) ? contract.arReports[name].path : ''}
      query={values}
      data={data}
      options={
        <>
          {dates.inputs}
          {wants('balanceFilter') ? (
            <>
              <Select
                label="Net balance"
                w={190}
                allowDeselect={false}
                data={BalanceComparisonIds.map((id) => ({
                  value: String(id),
                  label:
                    ComparisonOperators.find((o) => o.ComparisonOperatorId === id)
                      ?.ComparisonOperatorName ?? String(id),
                }))}
                value={operator}
                onChange={(v) => {
                  setOperator(v ?? '3');
                }}
              />
              <TextInput
                label="Amount"
                w={120}
                value={amount}
                error={cents === null ? 'Not an amount' : undefined}
                onChange={(e) => {
                  setAmount(e.currentTarget.value);
                }}
              />
            </>
          ) : null}
          {wants('includeDeleted') ? (
            <Checkbox
              label="Show removed transactions"
              checked={includeDeleted}
              onChange={(e) => {
                setIncludeDeleted(e.currentTarget.checked);
              }}
            />
          ) : null}
        </>
      }
    />
  );
}
