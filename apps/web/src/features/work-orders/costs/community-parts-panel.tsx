import { contract, type CommunityPart } from '@hoa/contract';
import { AgentTypeId, WorkOrderLimits, WorkOrderMessages as M } from '@hoa/domain';
import { Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { z } from 'zod';
import { api } from '../../../app/api';
import { openConfirm } from '../../../app/overlays/modals';
import { showErrorOr, showSuccess } from '../../../app/toasts';
import { formProblem, useContractForm } from '../../../widgets/contract-form';
import { DataGrid, type GridColumn } from '../../../widgets/data-grid/data-grid';
import { LoadError } from '../../../widgets/load-error';
import { MayCall } from '../../../widgets/may-call';
import { ProblemAlert } from '../../../widgets/problem-alert';
import { communityPartsQuery, refreshWorkOrderCosts } from './costs-queries';

const C = contract.workOrderCosts;

/** The add-a-part line above the list (AddCommunityPart). */
function AddPartForm({ communityAgentId }: { communityAgentId: number }) {
  const client = useQueryClient();
  const form = useContractForm({
    initialValues: { PartName: '', PartDescription: '' },
    schema: C.AddCommunityPart.body,
    toBody: (values: { PartName: string; PartDescription: string }) => ({
      agentId: communityAgentId,
      agentTypeId: AgentTypeId.Community,
      part: values,
    }),
    rules: (values) => ({ PartName: values.PartName.trim() ? null : M.partNameRequired }),
    fieldOf: { part: 'PartName' },
  });
  const add = useMutation({
    mutationFn: (body: z.output<typeof C.AddCommunityPart.body>) =>
      api.call(C.AddCommunityPart, { body }),
    onError: (error) => showErrorOr(error, 'The part was not added.'),
    onSuccess: async (part) => {
      showSuccess(`${part.PartName} is on the parts list.`);
      form.reset();
      await refreshWorkOrderCosts(client);
    },
  });
  return (
    <form noValidate onSubmit={form.onSubmit((body) => add.mutate(body))}>
      <Group align="flex-end" gap="xs">
        <TextInput
          label="Part name"
          required
          maxLength={WorkOrderLimits.PartName}
          {...form.getInputProps('PartName')}
        />
        <TextInput
          label="Description"
          style={{ flex: 1 }}
          maxLength={WorkOrderLimits.PartDescription}
          {...form.getInputProps('PartDescription')}
        />
        <Button type="submit" loading={add.isPending}>
          Add part
        </Button>
      </Group>
      <ProblemAlert problem={formProblem(form.errors)} />
    </form>
  );
}

/**
 * A community's parts list (spec 3 'Work order': PartName, PartDescription, DateDeleted): the
 * parts not removed, by name; added and removed by those whose claim levels allow it. A removed
 * part stays on the cost items that name it.
 */
export function CommunityPartsPanel({ communityAgentId }: { communityAgentId: number }) {
  const client = useQueryClient();
  const parts = useQuery(communityPartsQuery(communityAgentId));
  const remove = useMutation({
    mutationFn: (part: CommunityPart) =>
      api.call(C.RemoveCommunityPart, {
        body: { communityId: communityAgentId, partId: part.PartId },
      }),
    onError: (error) => showErrorOr(error, 'The part was not removed.'),
    onSuccess: (part) => showSuccess(`${part.PartName} is off the parts list.`),
    onSettled: () => refreshWorkOrderCosts(client),
  });
  const columns = useMemo<GridColumn<CommunityPart>[]>(
    () => [
      { id: 'name', header: 'Part', width: 200, cell: (p) => p.PartName },
      { id: 'description', header: 'Description', width: 320, cell: (p) => p.PartDescription },
      {
        id: 'actions',
        header: '',
        width: 100,
        cell: (p) => (
          <MayCall calls={C.RemoveCommunityPart}>
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              onClick={() =>
                openConfirm({
                  title: 'Remove part',
                  message: `Remove ${p.PartName} from the parts list? Cost items that name it keep it.`,
                  confirmLabel: 'Remove',
                  danger: true,
                  onConfirm: () => remove.mutate(p),
                })
              }
            >
              Remove
            </Button>
          </MayCall>
        ),
      },
    ],
    [remove],
  );
  if (parts.isError) return <LoadError error={parts.error} />;
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={4}>Parts list</Title>
        <MayCall calls={C.AddCommunityPart}>
          <AddPartForm communityAgentId={communityAgentId} />
        </MayCall>
        <DataGrid
          aria-label="Parts"
          rows={parts.data ?? []}
          columns={columns}
          rowKey={(p) => p.PartId}
          empty={parts.isLoading ? 'Loading…' : 'No parts on the list yet.'}
          maxHeight={360}
        />
      </Stack>
    </Paper>
  );
}
