import { contract, type LockboxAccountSetting, type RequestOf } from '@hoa/contract';
import { Alert, Button, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useMemo, useRef, type ReactNode } from 'react';
import { api } from '../../app/api';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showSuccess } from '../../app/toasts';
import { formProblem, useContractForm } from '../../widgets/contract-form';
import {
  DataGrid,
  useEditedRows,
  type EditedRow,
  type GridColumn,
} from '../../widgets/data-grid/data-grid';
import { LoadError } from '../../widgets/load-error';
import { MayCall } from '../../widgets/may-call';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { ProblemAlert } from '../../widgets/problem-alert';
import { bankIntegrationKey, lockboxIdsQuery } from './bank-integration-queries';
import { BankPicker, idFrom } from './bank-picker';

const SaveLockboxIds = contract.bankIntegration.SaveLockboxAccountsSettings;
const title = 'Lockbox settings';
const subtitle =
  'Lockbox IDs of the bank accounts; validation files are exported for these accounts';

/** The lockbox id typed for each bank account, by its id. */
interface LockboxIdValues {
  LockboxIds: Record<string, string>;
}

/** /banking/lockbox-settings/:topsAgentId?: the lockbox id the bank gave each account. */
export function LockboxIdsPage() {
  const go = useGo();
  const bankId = idFrom(useParams({ strict: false }).topsAgentId);
  const accounts = useQuery({ ...lockboxIdsQuery(bankId ?? 0), enabled: bankId !== null });
  const picker = (
    <BankPicker
      bankId={bankId}
      onChange={(id) => void go(buildRoute(SiteMap.lockboxAccountsSettings, { topsAgentId: id }))}
    />
  );
  if (bankId !== null && accounts.data)
    return <LockboxIdsForm key={bankId} accounts={accounts.data} picker={picker} />;
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      {picker}
      {bankId === null ? (
        <Alert color="blue" variant="light">
          Choose a bank.
        </Alert>
      ) : accounts.isError ? (
        <LoadError error={accounts.error} />
      ) : (
        <PageLoader />
      )}
    </>
  );
}

function LockboxIdsForm({
  accounts,
  picker,
}: {
  accounts: readonly LockboxAccountSetting[];
  picker: ReactNode;
}) {
  const client = useQueryClient();
  /** The accounts whose typed lockbox id differs from the saved one. */
  const changed = (values: LockboxIdValues) =>
    accounts.flatMap((a) => {
      const typed = (values.LockboxIds[a.BankAccountId] ?? '').trim();
      return typed === (a.LockboxId ?? '')
        ? []
        : [{ BankAccountId: a.BankAccountId, LockboxId: typed === '' ? null : typed }];
    });
  const form = useContractForm({
    initialValues: {
      LockboxIds: Object.fromEntries(accounts.map((a) => [a.BankAccountId, a.LockboxId ?? ''])),
    },
    schema: SaveLockboxIds.body,
    toBody: (values: LockboxIdValues) => ({ bankAccountsSettings: changed(values) }),
    rules: (values) => ({
      form: changed(values).length === 0 ? 'Change a lockbox ID to save.' : null,
    }),
  });
  const rows = useEditedRows(accounts, accountKey, (a) => ({
    value: form.values.LockboxIds[a.BankAccountId] ?? '',
    error: form.errors[`LockboxIds.${a.BankAccountId}`],
  }));
  // The latest form through a ref: the columns stay the same object between renders.
  const latest = useRef(form);
  latest.current = form;
  const columns = useMemo(
    () =>
      lockboxColumns((a, value) => {
        latest.current.setFieldValue(`LockboxIds.${a.BankAccountId}`, value);
      }),
    [],
  );
  const save = useMutation({
    mutationFn: (body: RequestOf<typeof SaveLockboxIds>['body']) =>
      api.call(SaveLockboxIds, { body }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: bankIntegrationKey });
      showSuccess('Lockbox IDs saved.');
    },
  });
  return (
    <form noValidate aria-label={title} onSubmit={form.onSubmit((body) => save.mutate(body))}>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          <MayCall calls={SaveLockboxIds}>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </MayCall>
        }
      />
      {picker}
      <ProblemAlert problem={formProblem(form.errors)} />
      <DataGrid
        aria-label="Lockbox accounts"
        rows={rows}
        columns={columns}
        rowKey={lockboxRowKey}
        rowHeight={40}
        empty="No account of your communities is at this bank."
      />
    </form>
  );
}

type LockboxRow = EditedRow<LockboxAccountSetting, { value: string; error: ReactNode }>;

const accountKey = (a: LockboxAccountSetting) => a.BankAccountId;
const lockboxRowKey = (r: LockboxRow) => r.row.BankAccountId;

function lockboxColumns(
  onChange: (account: LockboxAccountSetting, value: string) => void,
): GridColumn<LockboxRow>[] {
  return [
    { id: 'community', header: 'Community', width: 220, cell: ({ row }) => row.CommunityName },
    { id: 'account', header: 'Account', width: 200, cell: ({ row }) => row.AccountName },
    {
      id: 'number',
      header: 'Account number',
      width: 150,
      cell: ({ row }) => row.AccountNumber,
    },
    {
      id: 'lockbox-id',
      header: 'Lockbox ID',
      width: 190,
      cell: ({ row, edit }) => (
        <TextInput
          size="xs"
          w={160}
          maxLength={30}
          aria-label={`Lockbox ID of ${row.AccountName}`}
          value={edit.value}
          error={edit.error}
          onChange={(e) => onChange(row, e.currentTarget.value)}
        />
      ),
    },
  ];
}
