import { contract, type ReceiptReportQuery } from '@hoa/contract';
import { formatCents, formatDate, localDay } from '@hoa/domain';
import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { DateInput } from '../../widgets/date-input';
import { ReportFrame, useReportDates } from '../../widgets/report-viewer';
import { bankAccountOptions, paymentSetupQuery } from '../cash-receipts';
import type { ReceiptReport } from './receipt-reports';

/** /report/{name}/{communityAgentId} for the cash receipt reports: options, rows and downloads. */
export function ReceiptReportScreen({ report }: { report: ReceiptReport }) {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const wants = (p: ReceiptReport['Parameters'][number]) => report.Parameters.includes(p);
  const dates = useReportDates({ start: wants('range'), end: wants('range') });
  const [bankAccountId, setBankAccountId] = useState<string | null>(null);
  const [depositDate, setDepositDate] = useState<string | null>(() => localDay(new Date()));
  const [batchId, setBatchId] = useState<string | null>(null);
  const banks = useQuery({ ...paymentSetupQuery(communityAgentId), enabled: wants('deposit') });
  const batches = useQuery({
    queryKey: ['receipt-reports', 'batches', communityAgentId],
    queryFn: () =>
      api.call(contract.lockbox.GetLockboxHistory, {
        query: { communityAgentId, skip: 0, take: 100 },
      }),
    enabled: wants('lockboxBatch') || wants('deposit'),
  });
  const bank = bankAccountId ?? String(banks.data?.BankAccounts[0]?.BankAccountId ?? '');
  const values: Record<string, string | number> = { communityAgentId, ...dates.values };
  if (wants('lockboxBatch') && batchId) values.lockboxBatchId = Number(batchId);
  if (wants('deposit')) {
    if (batchId) values.lockboxBatchId = Number(batchId);
    else if (bank && depositDate) {
      values.bankAccountId = Number(bank);
      values.depositDate = depositDate;
    }
  }
  const ready = (!wants('lockboxBatch') || batchId !== null) && dates.missing === null;
  const name = report.Name;
  const data = useQuery({
    queryKey: ['receipt-reports', name, values],
    queryFn: () => api.call(contract.receiptReports[name], { query: values as ReceiptReportQuery }),
    enabled: ready,
  });
  const batchOptions = (batches.data?.Items ?? []).map((b) => ({
    value: String(b.LockboxBatchId),
    label: `#${b.LockboxBatchId} · ${formatDate(b.DepositDate)} · ${b.FileName} · ${formatCents(b.Total)}`,
  }));
  return (
    <ReportFrame
      title={report.DisplayName}
      path={contract.receiptReports[name].path}
      query={values}
      data={data}
      ready={ready}
      missing={dates.missing}
      options={
        <>
          {dates.inputs}
          {wants('deposit') ? (
            <>
              <Select
                label="Bank account"
                w={200}
                disabled={batchId !== null}
                data={bankAccountOptions(banks.data)}
                value={bank || null}
                onChange={setBankAccountId}
              />
              <DateInput
                label="Deposit date"
                w={150}
                disabled={batchId !== null}
                value={depositDate}
                onChange={setDepositDate}
              />
            </>
          ) : null}
          {wants('lockboxBatch') || wants('deposit') ? (
            <Select
              label="Lockbox batch"
              w={360}
              clearable={wants('deposit')}
              placeholder={wants('deposit') ? 'Entered receipts' : 'Choose a batch'}
              data={batchOptions}
              value={batchId}
              onChange={setBatchId}
            />
          ) : null}
        </>
      }
    />
  );
}
