import { contract, type ReceiptReportQuery } from '@hoa/contract';
import { formatCents, formatDate, localDay } from '@hoa/domain';
import { Group, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { DateInput } from '../../widgets/date-input';
import { ReportFrame } from '../../widgets/report-viewer';
import type { ReceiptReport } from './receipt-reports';

/** /report/{name}/{communityAgentId} for the cash receipt reports: options, rows and downloads. */
export function ReceiptReportScreen({ report }: { report: ReceiptReport }) {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const today = localDay(new Date());
  const [startDate, setStartDate] = useState<string | null>(`${today.slice(0, 7)}-01`);
  const [endDate, setEndDate] = useState<string | null>(today);
  const [bankAccountId, setBankAccountId] = useState<string | null>(null);
  const [depositDate, setDepositDate] = useState<string | null>(today);
  const [batchId, setBatchId] = useState<string | null>(null);
  const wants = (p: ReceiptReport['Parameters'][number]) => report.Parameters.includes(p);
  const banks = useQuery({
    queryKey: ['receipt-reports', 'banks', communityAgentId],
    queryFn: () => api.call(contract.cashReceipts.GetPaymentSetup, { query: { communityAgentId } }),
    enabled: wants('deposit'),
  });
  const batches = useQuery({
    queryKey: ['receipt-reports', 'batches', communityAgentId],
    queryFn: () =>
      api.call(contract.lockbox.GetLockboxHistory, {
        query: { communityAgentId, skip: 0, take: 100 },
      }),
    enabled: wants('lockboxBatch') || wants('deposit'),
  });
  const bank = bankAccountId ?? String(banks.data?.BankAccounts[0]?.BankAccountId ?? '');
  const values: Record<string, string | number> = { communityAgentId };
  if (wants('range') && startDate) values.startDate = startDate;
  if (wants('range') && endDate) values.endDate = endDate;
  if (wants('lockboxBatch') && batchId) values.lockboxBatchId = Number(batchId);
  if (wants('deposit')) {
    if (batchId) values.lockboxBatchId = Number(batchId);
    else if (bank && depositDate) {
      values.bankAccountId = Number(bank);
      values.depositDate = depositDate;
    }
  }
  const ready = !wants('lockboxBatch') || batchId !== null;
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
      options={
        <Group gap="sm" align="flex-end">
          {wants('range') ? (
            <>
              <DateInput label="Start date" w={150} value={startDate} onChange={setStartDate} />
              <DateInput label="End date" w={150} value={endDate} onChange={setEndDate} />
            </>
          ) : null}
          {wants('deposit') ? (
            <>
              <Select
                label="Bank account"
                w={200}
                disabled={batchId !== null}
                data={(banks.data?.BankAccounts ?? []).map((b) => ({
                  value: String(b.BankAccountId),
                  label: b.AccountName,
                }))}
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
        </Group>
      }
    />
  );
}
