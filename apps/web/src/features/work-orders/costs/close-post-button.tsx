import { contract, type PostChargesAndCloseResult } from '@hoa/contract';
import { formatCents, formatDate, localDay, WorkOrderMessages as M } from '@hoa/domain';
import { Alert, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { api } from '../../../app/api';
import { errorText, showSuccess } from '../../../app/toasts';
import { fieldProps, formProblem, useContractForm } from '../../../widgets/contract-form';
import { DateInput } from '../../../widgets/date-input';
import { FormActions, FormModal } from '../../../widgets/form-modal';
import { MayCall } from '../../../widgets/may-call';
import { ProblemAlert } from '../../../widgets/problem-alert';
import { costSummaryQuery, refreshWorkOrderCosts } from './costs-queries';

const Post = contract.workOrderCosts.PostChargesAndClose;
type PostBody = z.output<typeof Post.body>;

/** The work order as the close and post needs it. */
export interface ClosePostWorkOrder {
  WorkOrderItemId: number;
  CommunityAgentId: number;
  PropertyAgentId: number | null;
  /** The property and owner charged, as the work order shows them. */
  PropertyName: string | null;
  OwnerName: string | null;
  /** The work order's code (the charge's code unless another is chosen). */
  WorkOrderCodeId: number | null;
  CodeName: string | null;
  IsClosed: boolean;
}

/**
 * "Close and post" (spec 3 'Work order close and post'): opens the modal that charges the work
 * order's billable costs to the owner and closes it. Shown to those who may update work orders,
 * on a work order not yet closed. `codeOptions` are the community's work order codes
 * (WorkOrder/GetAgentWorkOrderCodes) to charge on another; without them, the work order's own.
 */
export function ClosePostButton({
  workOrder,
  codeOptions,
  onPosted,
}: {
  workOrder: ClosePostWorkOrder;
  codeOptions?: readonly { value: string; label: string }[];
  onPosted?: (result: PostChargesAndCloseResult) => void;
}) {
  const [opened, setOpened] = useState(false);
  if (workOrder.IsClosed) return null;
  return (
    <MayCall calls={Post}>
      <Button onClick={() => setOpened(true)}>Close and post</Button>
      <FormModal opened={opened} onClose={() => setOpened(false)} title="Work order close and post">
        <ClosePostForm
          workOrder={workOrder}
          codeOptions={codeOptions}
          onClose={() => setOpened(false)}
          onPosted={onPosted}
        />
      </FormModal>
    </MayCall>
  );
}

interface ClosePostValues {
  ChargeDate: string | null;
  WorkOrderCodeId: string | null;
}

function ClosePostForm({
  workOrder,
  codeOptions,
  onClose,
  onPosted,
}: {
  workOrder: ClosePostWorkOrder;
  codeOptions?: readonly { value: string; label: string }[];
  onClose: () => void;
  onPosted?: (result: PostChargesAndCloseResult) => void;
}) {
  const client = useQueryClient();
  // One key per opening of the modal: a repeat of this posting (a double click, a retry after a
  // lost answer) is answered with the first result, never posted twice.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  // The checked body waiting for the user's confirmation (money moves), or null while editing.
  const [confirming, setConfirming] = useState<PostBody | null>(null);
  const summary = useQuery(costSummaryQuery(workOrder.WorkOrderItemId));
  const billable = summary.data?.BillableCents ?? 0;
  const ownCode =
    workOrder.WorkOrderCodeId === null
      ? []
      : [{ value: String(workOrder.WorkOrderCodeId), label: workOrder.CodeName ?? '' }];
  const codes = codeOptions && codeOptions.length > 0 ? codeOptions : ownCode;
  const form = useContractForm({
    initialValues: {
      ChargeDate: localDay(new Date()) as string | null,
      WorkOrderCodeId:
        workOrder.WorkOrderCodeId === null ? null : String(workOrder.WorkOrderCodeId),
    } satisfies ClosePostValues,
    schema: Post.body,
    toBody: (values: ClosePostValues) => ({
      WorkOrderItemId: workOrder.WorkOrderItemId,
      ChargeDate: values.ChargeDate,
      WorkOrderCodeId: values.WorkOrderCodeId ? Number(values.WorkOrderCodeId) : null,
      PropertyAgentId: workOrder.PropertyAgentId,
      CommunityAgentId: workOrder.CommunityAgentId,
      IdempotencyKey: idempotencyKey,
    }),
    rules: (values: ClosePostValues) => ({
      ChargeDate: values.ChargeDate ? null : M.chargeDateRequired,
      WorkOrderCodeId: values.WorkOrderCodeId ? null : 'The work order code is required.',
    }),
  });
  const post = useMutation({
    mutationFn: (body: PostBody) => api.call(Post, { body }),
    onSuccess: async (result) => {
      showSuccess(
        result.ChargeItemId === null
          ? 'The work order is closed; nothing was billable.'
          : `The work order is closed; ${formatCents(result.ChargedCents)} was charged to the owner.`,
      );
      await refreshWorkOrderCosts(client);
      onPosted?.(result);
      onClose();
    },
    onError: () => setConfirming(null),
  });
  const owner = [workOrder.OwnerName, workOrder.PropertyName].filter(Boolean).join(', ');
  if (confirming) {
    return (
      <Stack gap="sm">
        <Text size="sm">
          {billable > 0
            ? `Charge ${formatCents(billable)} to ${owner || 'the owner'} on ${formatDate(confirming.ChargeDate)} and close work order ${workOrder.WorkOrderItemId}?`
            : `Close work order ${workOrder.WorkOrderItemId} without a charge (nothing is billable)?`}
        </Text>
        <Text size="xs" c="dimmed">
          The charge posts to the owner’s ledger and cannot be undone here.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirming(null)} disabled={post.isPending}>
            Back
          </Button>
          <Button loading={post.isPending} onClick={() => post.mutate(confirming)}>
            {billable > 0 ? 'Post and close' : 'Close'}
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <form noValidate onSubmit={form.onSubmit((body) => setConfirming(body))}>
      <Stack gap="sm">
        <DateInput label="Charge date" required {...fieldProps(form, 'ChargeDate')} />
        <Select
          label="Work order code"
          required
          allowDeselect={false}
          data={codes}
          {...form.getInputProps('WorkOrderCodeId')}
        />
        <TextInput label="Owner / property" readOnly value={owner || 'None'} />
        <TextInput
          label="Billable total to charge"
          readOnly
          value={summary.isLoading ? 'Loading…' : formatCents(billable)}
        />
        {billable === 0 && !summary.isLoading ? (
          <Alert color="yellow" variant="light">
            Nothing is billable: the work order closes without a charge.
          </Alert>
        ) : null}
        <ProblemAlert problem={post.isError ? errorText(post.error) : formProblem(form.errors)} />
        <FormActions onCancel={onClose} saving={false} label="Continue" />
      </Stack>
    </form>
  );
}
