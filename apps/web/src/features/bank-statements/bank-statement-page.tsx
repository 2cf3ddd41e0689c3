import { contract, type BankTransaction } from '@hoa/contract';
import { formatCents } from '@hoa/domain';
import { Button, Group, Pagination, Select, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showError, showSuccess } from '../../app/toasts';
import { DateInput } from '../../widgets/date-input';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { CheckImageModal } from './check-image-modal';
import { CheckImagesUploadModal } from './check-images-upload-modal';
import { TransactionsGrid } from './transactions-grid';
import {
  communityAccountsQuery,
  statementPageSize,
  statementQuery,
  statementsKey,
} from './statement-queries';
import { MayCall } from '../../widgets/may-call';

/** A bank account's imported transactions by date range, paged; unmatched ones can be deleted. */
export function BankStatementPage() {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const go = useGo();
  const client = useQueryClient();
  const accounts = useQuery(communityAccountsQuery(communityAgentId));
  const options = accounts.data ?? [];
  const [chosenBank, setBank] = useState<string | null>(null);
  const bank = chosenBank ?? options.find((o) => o.isPrimary)?.value ?? options[0]?.value ?? null;
  const [startDate, setStart] = useState<string | null>(null);
  const [endDate, setEnd] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [picked, setPicked] = useState<number[]>([]);
  const [imageOf, setImageOf] = useState<BankTransaction | null>(null);
  const [uploading, setUploading] = useState(false);
  const filter = { bankAccountId: Number(bank), startDate, endDate, search, page };
  const list = useQuery({ ...statementQuery(filter), enabled: bank !== null });
  const rows = list.data?.Transactions ?? [];
  const pages = Math.max(1, Math.ceil((list.data?.TotalCount ?? 0) / statementPageSize));
  const refilter = (change: () => void) => {
    change();
    setPage(1);
    setPicked([]);
  };
  const remove = useMutation({
    mutationFn: (ids: number[]) =>
      api.call(contract.bankStatements.DeleteMultipleBankTransactions, {
        body: { bankTransactionIds: ids },
      }),
    onSuccess: async (r) => {
      setPicked([]);
      showSuccess(
        r.Skipped > 0
          ? `Deleted ${String(r.Deleted)}; ${String(r.Skipped)} matched or locked were kept.`
          : `Deleted ${String(r.Deleted)} bank transactions.`,
      );
      await client.invalidateQueries({ queryKey: statementsKey });
    },
    onError: showError,
  });
  return (
    <>
      <PageHeader
        title="Bank statement"
        subtitle={community.DisplayName}
        actions={
          <>
            <Button
              variant="default"
              disabled={bank === null}
              onClick={() =>
                void go(buildRoute(SiteMap.bankAccountView, { bankAccountId: Number(bank) }))
              }
            >
              Bank account and real-time balance
            </Button>
            <MayCall calls={contract.bankStatements.UploadCheckImages}>
              <Button variant="default" disabled={bank === null} onClick={() => setUploading(true)}>
                Upload check images
              </Button>
            </MayCall>
            <MayCall calls={contract.bankStatements.UploadBankStatement}>
              <Button
                onClick={() =>
                  void go(buildRoute(SiteMap.bankStatementImport, { communityAgentId }))
                }
              >
                Import statement
              </Button>
            </MayCall>
          </>
        }
      />
      <Group align="flex-end" mb="sm">
        <Select
          label="Bank account"
          data={options}
          value={bank}
          onChange={(v) => refilter(() => setBank(v))}
          allowDeselect={false}
          w={340}
        />
        <DateInput
          label="From"
          value={startDate}
          onChange={(v) => refilter(() => setStart(v))}
          clearable
          w={150}
        />
        <DateInput
          label="To"
          value={endDate}
          onChange={(v) => refilter(() => setEnd(v))}
          clearable
          w={150}
        />
        <TextInput
          label="Search"
          placeholder="Description, reference, check"
          value={search}
          onChange={(e) => {
            const v = e.currentTarget.value;
            refilter(() => setSearch(v));
          }}
          w={240}
        />
        <MayCall calls={contract.bankStatements.DeleteMultipleBankTransactions}>
          <Button
            color="red"
            variant="light"
            disabled={picked.length === 0}
            loading={remove.isPending}
            onClick={() => remove.mutate(picked)}
          >
            Delete selected
          </Button>
        </MayCall>
      </Group>
      {list.isError ? <LoadError error={list.error} /> : null}
      <TransactionsGrid
        rows={rows}
        picked={picked}
        onPick={setPicked}
        onImage={setImageOf}
        loading={list.isPending}
        footer={
          <Group justify="space-between">
            <Text size="sm">
              {list.data?.TotalCount ?? 0} transactions, net{' '}
              {formatCents(list.data?.TotalAmount ?? 0)}
            </Text>
            <Pagination total={pages} value={page} onChange={setPage} size="sm" />
          </Group>
        }
      />
      <CheckImageModal
        key={imageOf?.BankTransactionId ?? 0}
        transaction={imageOf}
        onClose={() => setImageOf(null)}
      />
      {bank ? (
        <CheckImagesUploadModal
          bankAccountId={Number(bank)}
          opened={uploading}
          onClose={() => setUploading(false)}
        />
      ) : null}
    </>
  );
}
