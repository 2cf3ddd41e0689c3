import {
  contract,
  type RequestOf,
  type BankStatementCsvMapping,
  type BankStatementImportResult,
  type BankStatementPreview,
} from '@hoa/contract';
import { formatCents, formatDate } from '@hoa/domain';
import {
  Alert,
  Badge,
  Button,
  FileInput,
  Group,
  Paper,
  Select,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showError } from '../../app/toasts';
import { formProblem, useContractForm } from '../../widgets/contract-form';
import { PageHeader } from '../../widgets/page-header';
import { ProblemAlert } from '../../widgets/problem-alert';
import { fileToBase64 } from '../imports';
import { CsvMappingForm, guessMapping } from './csv-mapping-form';
import { communityAccountsQuery, statementsKey } from './statement-queries';
import { MayCall } from '../../widgets/may-call';

const B = contract.bankStatements;
const money = (cents: number | null) => (cents === null ? '—' : formatCents(cents));
/** What tells two chosen files apart, so choosing another file reads it anew. */
const fileKey = (f: File) => `${f.name}:${String(f.size)}:${String(f.lastModified)}`;
const day = (iso: string | null) => (iso ? formatDate(iso) : '—');

interface ImportValues {
  /** The bank account chosen; null takes the primary one. */
  BankAccountId: string | null;
  File: File | null;
  /** The chosen file's bytes, base64, once read ('' until then). */
  buffer: string;
  AccountChoice: 'selected' | 'auto';
  CsvMapping: BankStatementCsvMapping | null;
}

/** Upload a bank statement file: detected format, CSV column mapping, import, result summary. */
export function StatementImportPage() {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const client = useQueryClient();
  const go = useGo();
  const accounts = useQuery(communityAccountsQuery(communityAgentId));
  const options = accounts.data ?? [];
  const initialValues: ImportValues = {
    BankAccountId: null,
    File: null,
    buffer: '',
    AccountChoice: 'selected',
    CsvMapping: null,
  };
  const form = useContractForm({
    initialValues,
    schema: B.UploadBankStatement.body,
    toBody: (values: ImportValues) => ({
      BankAccountId: Number(bankOf(values)),
      buffer: values.buffer,
      fileName: values.File?.name ?? '',
      AccountChoice: values.AccountChoice,
      CsvMapping: values.CsvMapping,
      SaveMapping: true,
    }),
    rules: (values) => ({
      File: values.File === null ? 'Choose the statement file.' : null,
    }),
    fieldOf: { buffer: 'File', fileName: 'File' },
  });
  const [result, setResult] = useState<BankStatementImportResult | null>(null);
  /** The chosen bank account, else the primary one (or the first). */
  function bankOf(values: ImportValues): string | null {
    return (
      values.BankAccountId ?? options.find((o) => o.isPrimary)?.value ?? options[0]?.value ?? null
    );
  }
  const { File: file, buffer } = form.values;
  const bank = bankOf(form.values);

  // The chosen file is previewed as soon as it is read and the bank account is known, and again
  // when either changes: a file chosen while the accounts still load is previewed once they
  // arrive. A refusal shows as the failed first load of any query does (query-client.ts).
  const read = useQuery({
    queryKey: ['statement-preview', bank, file && fileKey(file)],
    enabled: file !== null && buffer !== '' && bank !== null,
    gcTime: 0,
    retry: false,
    queryFn: async () => {
      const p = await api.call(B.PreviewBankStatement, {
        body: { BankAccountId: Number(bank), buffer, fileName: file?.name ?? '' },
      });
      form.setFieldValue(
        'CsvMapping',
        p.Format === 'CSV' ? (p.SavedMapping ?? guessMapping(p.CsvRows ?? [])) : null,
      );
      return p;
    },
  });
  const preview: BankStatementPreview | null = read.data ?? null;
  const upload = useMutation({
    mutationFn: (body: RequestOf<typeof B.UploadBankStatement>['body']) =>
      api.call(B.UploadBankStatement, { body }),
    onSuccess: async (r) => {
      setResult(r);
      await client.invalidateQueries({ queryKey: statementsKey });
    },
    onError: showError,
  });

  const choose = (chosen: File | null) => {
    form.setValues({ File: chosen, buffer: '' });
    setResult(null);
    if (chosen)
      void fileToBase64(chosen).then((content) => {
        // A file chosen since is read on its own.
        if (form.getValues().File === chosen) form.setFieldValue('buffer', content);
      });
  };

  return (
    <>
      <PageHeader
        title="Import bank statement"
        subtitle={community.DisplayName}
        actions={
          <Button
            variant="default"
            onClick={() => void go(buildRoute(SiteMap.bankStatement, { communityAgentId }))}
          >
            Bank statement
          </Button>
        }
      />
      <Paper
        withBorder
        p="md"
        mb="md"
        component="form"
        noValidate
        aria-label="Statement file"
        onSubmit={form.onSubmit((body) => upload.mutate(body))}
      >
        <Stack gap="sm">
          <Group align="flex-start" grow>
            <Select
              label="Bank account"
              data={options}
              value={bank}
              onChange={(v) => {
                form.setFieldValue('BankAccountId', v);
                setResult(null);
              }}
              allowDeselect={false}
            />
            <FileInput
              label="Statement file"
              placeholder="OFX, QFX, BAI2, camt.053/054 or CSV"
              accept=".ofx,.qfx,.bai,.bai2,.txt,.xml,.csv"
              {...form.getInputProps('File')}
              onChange={choose}
            />
            <Select
              label="Import into"
              data={[
                { value: 'selected', label: 'The selected bank account' },
                { value: 'auto', label: 'Auto: the account the file names' },
              ]}
              allowDeselect={false}
              {...form.getInputProps('AccountChoice')}
            />
          </Group>
          {preview ? (
            <Group gap="xs">
              <Text size="sm">Detected format:</Text>
              <Badge variant="light">{preview.Format}</Badge>
            </Group>
          ) : null}
          {preview && preview.Format !== 'CSV' ? <FileAccounts preview={preview} /> : null}
          {preview?.Format === 'CSV' && form.values.CsvMapping ? (
            <CsvMappingForm
              rows={preview.CsvRows ?? []}
              mapping={form.values.CsvMapping}
              onChange={(mapping) => form.setFieldValue('CsvMapping', mapping)}
            />
          ) : null}
          <ProblemAlert problem={formProblem(form.errors)} />
          <Group justify="flex-end">
            <MayCall calls={contract.bankStatements.UploadBankStatement}>
              <Button
                type="submit"
                disabled={file !== null && !preview}
                loading={upload.isPending || read.isFetching}
              >
                Import statement
              </Button>
            </MayCall>
          </Group>
        </Stack>
      </Paper>
      {result ? <ImportResult result={result} /> : null}
    </>
  );
}

function FileAccounts({ preview }: { preview: BankStatementPreview }) {
  return (
    <Table withTableBorder fz="sm" aria-label="Accounts in the file">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Account in file</Table.Th>
          <Table.Th>Period</Table.Th>
          <Table.Th ta="right">Transactions</Table.Th>
          <Table.Th ta="right">Opening</Table.Th>
          <Table.Th ta="right">Closing</Table.Th>
          <Table.Th>Bank account</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {preview.Accounts.map((a, i) => (
          <Table.Tr key={i}>
            <Table.Td>
              {a.AccountNumber ?? '—'} {a.Currency ? `(${a.Currency})` : ''}
            </Table.Td>
            <Table.Td>
              {day(a.StartDate)} – {day(a.EndDate)}
            </Table.Td>
            <Table.Td ta="right">{a.TransactionCount}</Table.Td>
            <Table.Td ta="right">{money(a.OpeningBalance)}</Table.Td>
            <Table.Td ta="right">{money(a.ClosingBalance)}</Table.Td>
            <Table.Td>{a.MatchedBankAccountName ?? 'No match: the selected account'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function ImportResult({ result }: { result: BankStatementImportResult }) {
  return (
    <Paper withBorder p="md" aria-label="Import result">
      <Alert color={result.IsDuplicateFile || result.Imported === 0 ? 'yellow' : 'green'} mb="sm">
        {result.Message}
      </Alert>
      <Group gap="xl" mb="sm">
        <Text size="sm">
          Imported <b>{result.Imported}</b>
        </Text>
        <Text size="sm">
          Skipped duplicates <b>{result.Duplicates}</b>
        </Text>
      </Group>
      {result.Statements.length > 0 ? (
        <Table withTableBorder fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Bank account</Table.Th>
              <Table.Th>Period</Table.Th>
              <Table.Th ta="right">Imported</Table.Th>
              <Table.Th ta="right">Duplicates</Table.Th>
              <Table.Th ta="right">Opening balance</Table.Th>
              <Table.Th ta="right">Closing balance</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {result.Statements.map((s) => (
              <Table.Tr key={`${String(s.BankAccountId)}-${String(s.BankStatementId)}`}>
                <Table.Td>{s.AccountName}</Table.Td>
                <Table.Td>
                  {day(s.StartDate)} – {day(s.EndDate)}
                </Table.Td>
                <Table.Td ta="right">{s.Imported}</Table.Td>
                <Table.Td ta="right">{s.Duplicates}</Table.Td>
                <Table.Td ta="right">{money(s.OpeningBalance)}</Table.Td>
                <Table.Td ta="right">{money(s.ClosingBalance)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
    </Paper>
  );
}
