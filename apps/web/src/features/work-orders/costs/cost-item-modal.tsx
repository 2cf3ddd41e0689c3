import { contract, type CostItem } from '@hoa/contract';
import {
  CostItemTypes,
  quantityThousandths,
  WorkOrderLimits,
  WorkOrderMessages as M,
} from '@hoa/domain';
import { Checkbox, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../app/api';
import { showErrorOr, showSuccess } from '../../../app/toasts';
import { fieldProps, formProblem, useContractForm } from '../../../widgets/contract-form';
import { FormActions, FormModal } from '../../../widgets/form-modal';
import { MoneyInput } from '../../../widgets/money-input';
import { ProblemAlert } from '../../../widgets/problem-alert';
import { communityPartsQuery, refreshWorkOrderCosts } from './costs-queries';

const Save = contract.costItems.Save;

interface CostItemValues {
  CostItemTypeId: string;
  PartId: string | null;
  Description: string;
  Quantity: string;
  RateCents: number | null;
  IsBillable: boolean;
}

const typeOptions = CostItemTypes.map((t) => ({
  value: String(t.CostItemTypeId),
  label: t.CostItemTypeName,
}));

/** The quantity's problem as the server would say it: more than zero, at most three decimals. */
function quantityRule(text: string): string | null {
  const trimmed = text.trim();
  if (!/^\d+(\.\d+)?$/.test(trimmed) || Number(trimmed) <= 0) return M.quantityPositive;
  return quantityThousandths(trimmed) === null ? M.quantityDecimals : null;
}

/**
 * Add or edit one cost item of an open work order (CostItem/Save): its type, the part of the
 * community's list where it is one, a description, the quantity (up to three decimals), the rate
 * in dollars (held in cents) and whether it is billable to the owner. The server works out the
 * amount.
 */
export function CostItemModal({
  workOrderItemId,
  communityAgentId,
  item,
  opened,
  onClose,
}: {
  workOrderItemId: number;
  communityAgentId: number;
  /** The cost item edited; null to add one. */
  item: CostItem | null;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <FormModal opened={opened} onClose={onClose} title={item ? 'Edit cost item' : 'Add cost item'}>
      <CostItemForm
        workOrderItemId={workOrderItemId}
        communityAgentId={communityAgentId}
        item={item}
        onClose={onClose}
      />
    </FormModal>
  );
}

function CostItemForm({
  workOrderItemId,
  communityAgentId,
  item,
  onClose,
}: {
  workOrderItemId: number;
  communityAgentId: number;
  item: CostItem | null;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const parts = useQuery(communityPartsQuery(communityAgentId));
  const partOptions = [
    ...(parts.data ?? []).map((p) => ({ value: String(p.PartId), label: p.PartName })),
    // A part removed from the list since this cost item named it stays its part.
    ...(item?.PartId && !(parts.data ?? []).some((p) => p.PartId === item.PartId)
      ? [{ value: String(item.PartId), label: item.PartName ?? '' }]
      : []),
  ];
  const form = useContractForm({
    initialValues: {
      CostItemTypeId: String(item?.CostItemTypeId ?? 1),
      PartId: item?.PartId ? String(item.PartId) : null,
      Description: item?.Description ?? '',
      Quantity: item?.Quantity ?? '1',
      RateCents: item?.RateCents ?? null,
      IsBillable: item?.IsBillable ?? true,
    } satisfies CostItemValues,
    schema: Save.body,
    toBody: (values: CostItemValues) => ({
      WorkOrderItemId: workOrderItemId,
      ...(item ? { CostItemId: item.CostItemId } : {}),
      CostItemTypeId: Number(values.CostItemTypeId),
      PartId: values.PartId ? Number(values.PartId) : null,
      Description: values.Description,
      Quantity: values.Quantity.trim(),
      RateCents: values.RateCents ?? 0,
      IsBillable: values.IsBillable,
    }),
    rules: (values: CostItemValues) => ({
      Quantity: quantityRule(values.Quantity),
      RateCents:
        values.RateCents === null
          ? 'The rate is required.'
          : values.RateCents < 0
            ? M.rateNotNegative
            : null,
    }),
  });
  const save = useMutation({
    mutationFn: (body: z.output<typeof Save.body>) => api.call(Save, { body }),
    onError: (error) => showErrorOr(error, M.processingFailed),
    onSuccess: async () => {
      showSuccess(item ? 'The cost item is saved.' : 'The cost item is added.');
      await refreshWorkOrderCosts(client);
      onClose();
    },
  });
  return (
    <form noValidate onSubmit={form.onSubmit((body) => save.mutate(body))}>
      <Stack gap="sm">
        <SimpleGrid cols={2}>
          <Select
            label="Type"
            required
            allowDeselect={false}
            data={typeOptions}
            {...form.getInputProps('CostItemTypeId')}
          />
          <Select
            label="Part"
            clearable
            searchable
            placeholder={parts.isLoading ? 'Loading…' : 'None'}
            data={partOptions}
            {...form.getInputProps('PartId')}
          />
        </SimpleGrid>
        <TextInput
          label="Description"
          maxLength={WorkOrderLimits.CostDescription}
          {...form.getInputProps('Description')}
        />
        <SimpleGrid cols={2}>
          <TextInput
            label="Quantity"
            required
            inputMode="decimal"
            description="Up to three decimals"
            {...form.getInputProps('Quantity')}
          />
          <MoneyInput label="Rate" required {...fieldProps(form, 'RateCents')} />
        </SimpleGrid>
        <Checkbox
          label="Billable to the owner"
          {...form.getInputProps('IsBillable', { type: 'checkbox' })}
        />
        <ProblemAlert problem={formProblem(form.errors)} />
        <FormActions onCancel={onClose} saving={save.isPending} />
      </Stack>
    </form>
  );
}
