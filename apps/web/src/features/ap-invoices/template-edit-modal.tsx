import { contract, type InvoiceTemplate } from '@hoa/contract';
import {
  formatCents,
  InvoiceLimits,
  InvoiceMessages,
  InvoiceScheduleTypes,
  type InvoiceScheduleType,
  type IsoDate,
} from '@hoa/domain';
import { Button, Group, Modal, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { DateInput } from '../../widgets/date-input';
import { apInvoicesKey } from './invoice-queries';

const dollars = (cents: number) => cents / 100;
const toCents = (value: number | string) =>
  value === '' || !Number.isFinite(Number(value)) ? 0 : Math.round(Number(value) * 100);

/**
 * Edits an invoice template (InvoiceTemplate/Update): its numbers, due date, schedule and line
 * amounts; the amount is what the lines total. A new schedule or due date starts it again.
 */
export function TemplateEditModal({
  template,
  onClose,
}: {
  template: InvoiceTemplate;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const [invoiceNumber, setInvoiceNumber] = useState(template.InvoiceNumber ?? '');
  const [reference, setReference] = useState(template.Reference ?? '');
  const [dueDate, setDueDate] = useState<IsoDate | null>(template.DueDate);
  const [schedule, setSchedule] = useState<InvoiceScheduleType>(
    template.ScheduleTypeValue as InvoiceScheduleType,
  );
  const [amounts, setAmounts] = useState<number[]>(template.Lines.map((l) => l.Amount));
  const [amount, setAmount] = useState(template.Amount);
  const total = template.Lines.length === 0 ? amount : amounts.reduce((s, a) => s + a, 0);
  const save = useMutation({
    mutationFn: () =>
      api.call(contract.invoiceTemplates.UpdateInvoiceTemplate, {
        body: {
          Id: template.Id,
          CommunityAgentId: template.CommunityAgentId,
          VendorAgentId: template.VendorAgentId,
          TopsTxnTypeId: template.TopsTxnTypeId === 90 ? 90 : 56,
          InvoiceNumber: invoiceNumber.trim() === '' ? null : invoiceNumber.trim(),
          Reference: reference.trim() === '' ? null : reference.trim(),
          DueDate: dueDate,
          Amount: total,
          ScheduleTypeValue: schedule,
          BankAccountId: template.BankAccountId,
          Lines: template.Lines.map((l, i) => ({
            AccountId: l.AccountId,
            CostCenterId: l.CostCenterId,
            Amount: amounts[i] ?? l.Amount,
          })),
        },
      }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: apInvoicesKey });
      showSuccess(InvoiceMessages.templateSaved);
      onClose();
    },
  });
  return (
    <Modal opened onClose={onClose} title={`Edit template: ${template.VendorDisplayName ?? ''}`}>
      <Stack>
        <TextInput
          label="Invoice number"
          maxLength={InvoiceLimits.invoiceNumber}
          value={invoiceNumber}
          onChange={(e) => setInvoiceNumber(e.currentTarget.value)}
        />
        <TextInput
          label="Reference"
          maxLength={InvoiceLimits.reference}
          value={reference}
          onChange={(e) => setReference(e.currentTarget.value)}
        />
        <DateInput label="Due date" value={dueDate} onChange={setDueDate} />
        <Select
          label="Schedule"
          allowDeselect={false}
          data={InvoiceScheduleTypes.map((s) => ({ value: s.value, label: s.name }))}
          value={schedule}
          onChange={(v) => {
            if (v) setSchedule(v as InvoiceScheduleType);
          }}
        />
        {template.Lines.length === 0 ? (
          <NumberInput
            label="Amount"
            decimalScale={2}
            fixedDecimalScale
            thousandSeparator=","
            prefix="$"
            value={dollars(amount)}
            onChange={(v) => setAmount(toCents(v))}
          />
        ) : (
          template.Lines.map((l, i) => (
            <NumberInput
              key={l.Id}
              label={`Line ${String(i + 1)}: ${l.AccountName}${l.CostCenterName ? ` · ${l.CostCenterName}` : ''}`}
              decimalScale={2}
              fixedDecimalScale
              thousandSeparator=","
              prefix="$"
              value={dollars(amounts[i] ?? 0)}
              onChange={(v) => setAmounts(amounts.map((a, j) => (j === i ? toCents(v) : a)))}
            />
          ))
        )}
        <Text size="sm" aria-label="Template amount">
          Amount {formatCents(total)}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={total <= 0} loading={save.isPending} onClick={() => save.mutate()}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
