import { contract, type ArReportQuery } from '@hoa/contract';
import {
  BalanceComparisonIds,
  ComparisonOperators,
  DeliveryPreferences,
  type ArReport,
  type Cents,
} from '@hoa/domain';
import { Checkbox, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { MoneyInput } from '../../widgets/money-input';
import { ReportFrame, useReportDates } from '../../widgets/report-viewer';

type ArReportName = keyof typeof contract.arReports;

const allPreferences = 'all';

function isArReportName(name: string): name is ArReportName {
  return name in contract.arReports;
}

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
  // The balance filter's amount; the filter waits while the field is empty or not an amount.
  const [cents, setCents] = useState<Cents | null>(0);
  const [includeDeleted, setIncludeDeleted] = useState(false);
  // Owner communication preferences: all owners, or those preferring Print 1 or Email 2.
  const [preference, setPreference] = useState<string>(allPreferences);
  const values: Record<string, string | number> = { communityAgentId, ...dates.values };
  if (wants('balanceFilter') && cents !== null) {
    values.balanceOperatorId = Number(operator);
    values.balanceAmount = cents;
  }
  if (wants('includeDeleted')) values.includeDeleted = String(includeDeleted);
  if (wants('deliveryPreference') && preference !== allPreferences) {
    values.deliveryPreferenceId = Number(preference);
  }
  const name = report.Name;
  const data = useQuery({
    queryKey: ['ar-reports', name, values],
    queryFn: () =>
      isArReportName(name)
        ? api.call(contract.arReports[name], { query: values as ArReportQuery })
        : Promise.reject(new Error(`There is no report named “${name}”.`)),
    enabled: dates.missing === null,
  });
  return (
    <ReportFrame
      title={report.DisplayName}
      path={isArReportName(name) ? contract.arReports[name].path : ''}
      query={values}
      data={data}
      missing={dates.missing}
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
              <MoneyInput label="Amount" w={130} allowNegative value={cents} onChange={setCents} />
            </>
          ) : null}
          {wants('deliveryPreference') ? (
            <Select
              label="Delivery preference"
              w={180}
              allowDeselect={false}
              data={[
                { value: allPreferences, label: 'All owners' },
                ...DeliveryPreferences.map((p) => ({
                  value: String(p.DeliveryPreferenceId),
                  label: p.DeliveryPreferenceName,
                })),
              ]}
              value={preference}
              onChange={(v) => {
                setPreference(v ?? allPreferences);
              }}
            />
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
