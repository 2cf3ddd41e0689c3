import { contract, type CollectionSettings } from '@hoa/contract';
import { CollectionMessages } from '@hoa/domain';
import { Button, Checkbox, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { ProblemAlert } from '../../widgets/problem-alert';
import { CodeChecklist } from '../late-fees-interest';
import { collectionsKey } from './collection-queries';
import { MayCall } from '../../widgets/may-call';

const selectedIds = <T,>(rows: readonly T[], pick: (row: T) => number | null) =>
  rows.map(pick).filter((id): id is number => id !== null);

/** Which balances send a property to collection, and which code categories hold it out. */
export function CollectionSettingsPanel({ settings }: { settings: CollectionSettings }) {
  const client = useQueryClient();
  const [codeIds, setCodeIds] = useState(settings.CodeIds);
  const [categories, setCategories] = useState(
    selectedIds(settings.CodeCategories, (c) => (c.IsSelected ? c.TopsCodeCategoryId : null)),
  );
  const [history, setHistory] = useState(
    selectedIds(settings.CodeCategories, (c) =>
      c.IncludePaymentHistory ? c.TopsCodeCategoryId : null,
    ),
  );
  const [holds, setHolds] = useState(
    selectedIds(settings.HoldCodeCategories, (c) =>
      c.IsSelected ? c.CollectionHoldCodeCategoryId : null,
    ),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () =>
      api.call(contract.collections.SaveCollectionSettings, {
        body: {
          CommunityAgentId: settings.CommunityAgentId,
          CodeIds: codeIds,
          CodeCategoryIds: categories,
          IncludeHistoryCodeCategoryIds: history.filter((id) => categories.includes(id)),
          HoldCodeCategoryIds: holds,
        },
      }),
    onSuccess: async () => {
      showSuccess('Collection settings saved.');
      await client.invalidateQueries({ queryKey: collectionsKey });
    },
  });
  const flip = (list: number[], id: number) =>
    list.includes(id) ? list.filter((x) => x !== id) : [...list, id];
  const groups = settings.CodeGrouping;
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={4}>Settings</Title>
        <Text size="sm" fw={500}>
          Code categories
        </Text>
        {settings.CodeCategories.length === 0 ? (
          <Text size="sm" c="dimmed">
            No code categories in this community.
          </Text>
        ) : (
          <Table withTableBorder maw={640}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Category</Table.Th>
                <Table.Th>Collect</Table.Th>
                <Table.Th>Include payment history</Table.Th>
                <Table.Th>Hold</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {settings.CodeCategories.map((c) => (
                <Table.Tr key={c.TopsCodeCategoryId}>
                  <Table.Td>{c.Name}</Table.Td>
                  <Table.Td>
                    <Checkbox
                      aria-label={`Collect ${c.Name}`}
                      checked={categories.includes(c.TopsCodeCategoryId)}
                      onChange={() => {
                        setCategories(flip(categories, c.TopsCodeCategoryId));
                        setProblem(null);
                      }}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Checkbox
                      aria-label={`Include payment history of ${c.Name}`}
                      disabled={!categories.includes(c.TopsCodeCategoryId)}
                      checked={history.includes(c.TopsCodeCategoryId)}
                      onChange={() => {
                        setHistory(flip(history, c.TopsCodeCategoryId));
                      }}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Checkbox
                      aria-label={`Hold ${c.Name}`}
                      checked={holds.includes(c.TopsCodeCategoryId)}
                      onChange={() => {
                        setHolds(flip(holds, c.TopsCodeCategoryId));
                      }}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {(['AssessmentCodes', 'ChargeCodes', 'WorkflowCodes'] as const).map((group) => (
          <CodeChecklist
            key={group}
            label={
              {
                AssessmentCodes: 'Assessment codes',
                ChargeCodes: 'Charge codes',
                WorkflowCodes: 'Workflow codes',
              }[group]
            }
            codes={groups[group]}
            selected={codeIds.filter((id) => groups[group].some((c) => c.TopsCodeId === id))}
            onChange={(ids) => {
              setCodeIds([
                ...codeIds.filter((id) => !groups[group].some((c) => c.TopsCodeId === id)),
                ...ids,
              ]);
              setProblem(null);
            }}
          />
        ))}
        <ProblemAlert problem={problem} />
        <Group>
          <MayCall calls={contract.collections.SaveCollectionSettings}>
            <Button
              variant="light"
              loading={save.isPending}
              onClick={() => {
                const found =
                  codeIds.length === 0 && categories.length === 0
                    ? CollectionMessages.noCode
                    : null;
                setProblem(found);
                if (!found) save.mutate();
              }}
            >
              Save settings
            </Button>
          </MayCall>
        </Group>
      </Stack>
    </Paper>
  );
}
