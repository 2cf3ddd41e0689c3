import type { StepPreviewJson, WorkflowJson } from '@hoa/contract';
import { formatCents, type IsoDate, todayIso } from '@hoa/domain';
import { Alert, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import {
  DataGrid,
  moneyColumn,
  textColumn,
  type GridColumn,
} from '../../widgets/data-grid/data-grid';
import { DateInput } from '../../widgets/date-input';
import { FormModal } from '../../widgets/form-modal';
import { LoadError } from '../../widgets/load-error';
import { A } from './automation-queries';

type OwnerRow = StepPreviewJson['Owners'][number];
const ownerColumns: GridColumn<OwnerRow>[] = [
  textColumn('owner', 'Owner', 260, (o) => o.OwnerName),
  moneyColumn('amount', 'Amount', (o) => o.Amount),
];
const ownerKey = (o: OwnerRow) => o.OwnerAgentId;

/** What a workflow's jobs would do on a day (PreviewWorkflow): nothing is written. */
export function PreviewModal({
  workflow,
  onClose,
}: {
  workflow: WorkflowJson | null;
  onClose: () => void;
}) {
  return (
    <FormModal
      opened={workflow !== null}
      onClose={onClose}
      title={`Preview: ${workflow?.Name ?? ''}`}
      size="lg"
    >
      {workflow ? <Preview workflow={workflow} /> : null}
    </FormModal>
  );
}

function Preview({ workflow }: { workflow: WorkflowJson }) {
  const [asOf, setAsOf] = useState<IsoDate | null>(todayIso());
  const preview = useQuery({
    queryKey: ['automation', 'preview', workflow.WorkflowId, asOf],
    queryFn: asOf
      ? () => api.call(A.PreviewWorkflow, { body: { WorkflowId: workflow.WorkflowId, AsOf: asOf } })
      : skipToken,
  });
  return (
    <Stack gap="sm">
      <DateInput label="Run date" value={asOf} onChange={setAsOf} clearable={false} w={200} />
      {asOf === null ? <Text c="dimmed">Enter the date to preview.</Text> : null}
      {preview.error ? <LoadError error={preview.error} /> : null}
      {preview.isFetching ? <Text c="dimmed">Previewing…</Text> : null}
      {(preview.data ?? []).map((step, i) => (
        <Paper
          key={`${step.JobScheduleId ?? i}`}
          component="section"
          withBorder
          p="sm"
          aria-label={`Step ${step.Name}`}
        >
          <Group justify="space-between" mb={4}>
            <Text fw={600}>
              {i + 1}. {step.Name}
            </Text>
            <Group gap="xs">
              {step.WouldWaitForApproval ? (
                <Badge color="yellow" variant="light">
                  Would wait for approval
                </Badge>
              ) : null}
              <Text size="sm">
                {step.OwnersCount} {step.OwnersCount === 1 ? 'owner' : 'owners'},{' '}
                {formatCents(step.TotalAmount)}
              </Text>
            </Group>
          </Group>
          {step.Error ? (
            <Alert color="red" variant="light" p="xs" mb={4}>
              {step.Error}
            </Alert>
          ) : null}
          {step.Files.length + step.Mails.length + step.Letters > 0 ? (
            <Text size="sm" c="dimmed" mb={4}>
              {[
                ...step.Files,
                ...step.Mails.map((m) => `mail to ${m}`),
                ...(step.Letters > 0 ? [`${step.Letters} letters`] : []),
              ].join(', ')}
            </Text>
          ) : null}
          {step.Owners.length > 0 ? (
            <DataGrid
              aria-label={`Who and how much: ${step.Name}`}
              rows={step.Owners}
              columns={ownerColumns}
              rowKey={ownerKey}
              maxHeight={220}
            />
          ) : null}
        </Paper>
      ))}
    </Stack>
  );
}
