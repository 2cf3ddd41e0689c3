import { contract, type Code } from '@hoa/contract';
import { CodeMessages, codeTypeName, formatCents, Frequencies } from '@hoa/domain';
import { Alert, Button, Group, Paper, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { useClaimAccess } from '../../app/auth/claim-access';
import { showSuccess } from '../../app/toasts';
import { EmptyRow } from '../../widgets/empty-row';
import { LoadError } from '../../widgets/load-error';
import { PageLoader } from '../../widgets/page-loader';
import { chartQuery } from '../gl-accounts';
import { ImportButton } from '../imports';
import { CodeCategoriesPanel } from './code-categories-panel';
import { CodeFormModal } from './code-form-modal';
import { codeCategoriesQuery, codesQuery } from './code-queries';

interface CodesPanelProps {
  communityAgentId: number;
  /** Required code types the community has no code of (spec 1 §5). */
  missingTypeIds: readonly number[];
  /** After any change, so the caller can refresh what depends on the codes. */
  onChanged: () => void;
}

const frequencyName = (id: number | null) =>
  Frequencies.find((f) => f.FrequencyId === id)?.FrequencyName ?? '';

/** The community's codes with their accounts; add, edit, import, and the required codes. */
export function CodesPanel({ communityAgentId, missingTypeIds, onChanged }: CodesPanelProps) {
  const access = useClaimAccess('glaccounts');
  const codes = useQuery(codesQuery(communityAgentId));
  const chart = useQuery(chartQuery(communityAgentId));
  const categories = useQuery(codeCategoriesQuery(communityAgentId));
  const [editing, setEditing] = useState<Code | 'new' | null>(null);
  const createRequired = useMutation({
    mutationFn: () =>
      api.call(contract.codes.CreateRequiredCodes, { params: { communityAgentId } }),
    onSuccess: (result) => {
      showSuccess(CodeMessages.requiredCodesCreated(result.CreatedCount));
      onChanged();
    },
  });
  if (!codes.data || !chart.data || !categories.data) {
    const error = codes.error ?? chart.error ?? categories.error;
    return error ? <LoadError error={error} /> : <PageLoader />;
  }
  return (
    <>
      {missingTypeIds.length > 0 ? (
        <Alert color="yellow" variant="light" mb="sm" title="Required codes missing">
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm">
              Setup needs a code of each of these types:{' '}
              {missingTypeIds.map(codeTypeName).join(', ')}.
            </Text>
            {access.canCreate ? (
              <Button
                size="xs"
                loading={createRequired.isPending}
                onClick={() => {
                  createRequired.mutate();
                }}
              >
                Add required codes
              </Button>
            ) : null}
          </Group>
        </Alert>
      ) : null}
      <Paper withBorder p="sm" radius="sm" mb="sm">
        <Group justify="space-between" mb="xs">
          <Title order={5}>Codes ({codes.data.length})</Title>
          {access.canCreate ? (
            <Group gap="xs">
              <ImportButton
                kind="Codes"
                communityAgentId={communityAgentId}
                onImported={onChanged}
              />
              <ImportButton
                kind="CodeCategoryLinkage"
                communityAgentId={communityAgentId}
                onImported={onChanged}
              />
              <Button
                size="xs"
                onClick={() => {
                  setEditing('new');
                }}
              >
                Add code
              </Button>
            </Group>
          ) : null}
        </Group>
        <Table striped highlightOnHover fz="sm" aria-label="Codes">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Alias</Table.Th>
              <Table.Th>Name</Table.Th>
              <Table.Th>Type</Table.Th>
              <Table.Th>Frequency</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
              <Table.Th>Accounts</Table.Th>
              <Table.Th>Category</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {codes.data.length === 0 ? <EmptyRow colSpan={7}>No codes yet.</EmptyRow> : null}
            {codes.data.map((code) => (
              <Table.Tr
                key={code.TopsCodeId}
                style={{ cursor: access.canUpdate ? 'pointer' : undefined }}
                onClick={() => {
                  if (access.canUpdate) setEditing(code);
                }}
              >
                <Table.Td fw={600}>{code.CodeAlias}</Table.Td>
                <Table.Td>{code.CodeName}</Table.Td>
                <Table.Td>
                  {code.CodeTypeName}
                  {code.IsRecurringCredit ? ' · recurring credit' : ''}
                </Table.Td>
                <Table.Td>{frequencyName(code.FrequencyID)}</Table.Td>
                <Table.Td ta="right">{formatCents(code.Amount)}</Table.Td>
                <Table.Td>{code.AccountCodes.map((a) => a.AccountNumber).join(' / ')}</Table.Td>
                <Table.Td>{code.CodeCategoryName ?? ''}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      <CodeCategoriesPanel
        communityAgentId={communityAgentId}
        categories={categories.data}
        onChanged={onChanged}
      />
      {editing ? (
        <CodeFormModal
          communityAgentId={communityAgentId}
          code={editing === 'new' ? null : editing}
          codes={codes.data}
          accounts={chart.data}
          categories={categories.data}
          onClose={() => {
            setEditing(null);
          }}
          onSaved={onChanged}
        />
      ) : null}
    </>
  );
}
