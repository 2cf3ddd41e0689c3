import { contract, type InvoiceTemplate, type RequestOf } from '@hoa/contract';
import {
  formatCents,
  InvoiceLimits,
  InvoiceMessages,
  InvoiceScheduleTypes,
  type InvoiceScheduleType,
  type Cents,
  type IsoDate,
} from '@hoa/domain';
import { Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { fieldProps, formProblem, itemProps, useContractForm } from '../../widgets/contract-form';
import { DateInput } from '../../widgets/date-input';
import { FormActions } from '../../widgets/form-modal';
import { MoneyInput } from '../../widgets/money-input';
import { ProblemAlert } from '../../widgets/problem-alert';
import { apInvoicesKey } from './invoice-queries';

interface TemplateValues {
  InvoiceNumber: string;
  Reference: string;
  DueDate: IsoDate | null;
  ScheduleTypeValue: InvoiceScheduleType;
  /** The amount of a template without lines. */
  Amount: Cents | null;
  /** The amount of each line, in the template's order. */
  LineAmounts: (Cents | null)[];
}

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
  const withLines = template.Lines.length > 0;
  const totalOf = (values: TemplateValues) =>
    withLines
      ? values.LineAmounts.reduce<number | null>(
          (sum, a) => (sum === null || a === null ? null : sum + a),
          0,
        )
      : values.Amount;
  const toBody = (values: TemplateValues) => ({
    Id: template.Id,
    CommunityAgentId: template.CommunityAgentId,
    VendorAgentId: template.VendorAgentId,
    TopsTxnTypeId: template.TopsTxnTypeId === 90 ? 90 : 56,
    InvoiceNumber: values.InvoiceNumber.trim() === '' ? null : values.InvoiceNumber.trim(),
    Reference: values.Reference.trim() === '' ? null : values.Reference.trim(),
    DueDate: values.DueDate,
    Amount: totalOf(values),
    ScheduleTypeValue: values.ScheduleTypeValue,
    BankAccountId: template.BankAccountId,
    Lines: template.Lines.map((l, i) => ({
      AccountId: l.AccountId,
      CostCenterId: l.CostCenterId,
      Amount: values.LineAmounts[i] ?? null,
    })),
  });
  const initialValues: TemplateValues = {
    InvoiceNumber: template.InvoiceNumber ?? '',
    Reference: template.Reference ?? '',
    DueDate: template.DueDate,
    ScheduleTypeValue: template.ScheduleTypeValue as InvoiceScheduleType,
    Amount: template.Amount,
    LineAmounts: template.Lines.map((l) => l.Amount),
  };
  const form = useContractForm({
    initialValues,
    schema: contract.invoiceTemplates.UpdateInvoiceTemplate.body,
    toBody,
    fieldOf: { Lines: 'LineAmounts' },
    rules: (values: TemplateValues) => ({
      Amount: !withLines && (values.Amount ?? 0) <= 0 ? 'Enter an amount above zero.' : null,
      ...Object.fromEntries(
        values.LineAmounts.map((a, i) => [
          `LineAmounts.${i}`,
          a === null ? 'Enter an amount.' : null,
        ]),
      ),
    }),
  });
  const total = totalOf(form.values);
  const save = useMutation({
    mutationFn: (body: RequestOf<typeof contract.invoiceTemplates.UpdateInvoiceTemplate>['body']) =>
      api.call(contract.invoiceTemplates.UpdateInvoiceTemplate, { body }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: apInvoicesKey });
      showSuccess(InvoiceMessages.templateSaved);
      onClose();
    },
  });
  return (
    <Modal opened onClose={onClose} title={`Edit template: ${template.VendorDisplayName ?? ''}`}>
      <form
        noValidate
        onSubmit={form.onSubmit((body) => {
          save.mutate(body);
        })}
      >
        <Stack>
          <TextInput
            label="Invoice number"
            maxLength={InvoiceLimits.invoiceNumber}
            {...form.getInputProps('InvoiceNumber')}
          />
          <TextInput
            label="Reference"
            maxLength={InvoiceLimits.reference}
            {...form.getInputProps('Reference')}
          />
          <DateInput label="Due date" {...fieldProps(form, 'DueDate')} />
          <Select
            label="Schedule"
            allowDeselect={false}
            data={InvoiceScheduleTypes.map((s) => ({ value: s.value, label: s.name }))}
            {...form.getInputProps('ScheduleTypeValue')}
          />
          {withLines ? (
            template.Lines.map((l, i) => (
              <MoneyInput
                key={l.Id}
                label={`Line ${String(i + 1)}: ${l.AccountName}${l.CostCenterName ? ` · ${l.CostCenterName}` : ''}`}
                {...itemProps(form, `LineAmounts.${i}`, form.values.LineAmounts[i] ?? null)}
              />
            ))
          ) : (
            <MoneyInput label="Amount" {...fieldProps(form, 'Amount')} />
          )}
          <Text size="sm" aria-label="Template amount">
            Amount {total === null ? '—' : formatCents(total)}
          </Text>
          <ProblemAlert problem={formProblem(form.errors)} />
          <FormActions onCancel={onClose} saving={save.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
