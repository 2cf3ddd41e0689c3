import { contract, type PayableInvoice, type RequestOf, type ResponseOf } from '@hoa/contract';
import { formatCents, type IsoDate, overdraft, planChecks, todayIso } from '@hoa/domain';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../app/api';
import { confirmMoneyMove, overdraftWarning } from '../../app/overlays/modals';
import { showSuccess } from '../../app/toasts';
import { fieldProps, formProblem, useContractForm } from '../../widgets/contract-form';
import { DateInput } from '../../widgets/date-input';
import { MayCall } from '../../widgets/may-call';
import { ProblemAlert } from '../../widgets/problem-alert';
import { checksKey, checksText } from './check-queries';

const PrintChecks = contract.apChecks.PrintChecks;
type CheckBank = ResponseOf<typeof contract.apChecks.GetBanks>[number];
type CheckRun = ResponseOf<typeof PrintChecks>;

interface PrintRunValues {
  CheckDate: IsoDate | null;
  Layout: 'WithStub' | 'ThreePerPage';
  ApplyCredits: boolean;
}

interface PrintRunFormProps {
  communityAgentId: number;
  bankAccountId: number | null;
  bank: CheckBank | undefined;
  /** The invoices ticked to pay. */
  chosen: readonly PayableInvoice[];
  onPrinted: (run: CheckRun) => void;
}

/** The check run of the ticked invoices: check date, layout, credits, then Print checks. */
export function PrintRunForm(props: PrintRunFormProps) {
  const { communityAgentId, bankAccountId, bank, chosen } = props;
  const client = useQueryClient();
  const initialValues: PrintRunValues = {
    CheckDate: todayIso(),
    Layout: 'WithStub',
    ApplyCredits: true,
  };
  const form = useContractForm({
    initialValues,
    schema: PrintChecks.body,
    toBody: (values: PrintRunValues) => ({
      CommunityAgentId: communityAgentId,
      BankAccountId: bankAccountId,
      InvoiceItemIds: chosen.map((i) => i.ItemId),
      ...values,
    }),
    rules: (values) => ({
      CheckDate: values.CheckDate === null ? 'Enter the check date.' : null,
      form:
        bankAccountId === null
          ? 'Choose the bank account.'
          : chosen.length === 0
            ? 'Tick the invoices to pay.'
            : null,
    }),
  });
  const checkCount = useMemo(
    () =>
      planChecks(
        chosen.map((i) => ({
          itemId: i.ItemId,
          vendorAgentId: i.VendorAgentId,
          vendorName: i.VendorDisplayName,
          txnTypeId: i.TxnTypeId,
          invoiceNumber: i.InvoiceNumber ?? '',
          amountCents: i.OpenAmount,
        })),
      ).length,
    [chosen],
  );
  const total = chosen.reduce((sum, i) => sum + i.OpenAmount, 0);
  const print = useMutation({
    mutationFn: (body: RequestOf<typeof PrintChecks>['body']) => api.call(PrintChecks, { body }),
    onSuccess: async (result) => {
      props.onPrinted(result);
      await client.invalidateQueries({ queryKey: checksKey });
      showSuccess(
        `Printed ${checksText(result.CheckCount)} (${result.FirstCheckNumber}–${result.LastCheckNumber}).`,
      );
    },
  });
  const submit = form.onSubmit((body) => {
    const short = bank ? overdraft(bank.BookBalance, total) : null;
    confirmMoneyMove({
      title: 'Print checks',
      action: 'Print checks',
      count: checkCount,
      noun: { one: 'check', many: 'checks' },
      totalCents: total,
      warnings: bank && short !== null ? [overdraftWarning(bank.AccountName, short)] : [],
      onConfirm: () => print.mutate(body),
    });
  });
  return (
    <Paper
      withBorder
      p="sm"
      mt="sm"
      component="form"
      noValidate
      aria-label="Check run"
      onSubmit={submit}
    >
      <Group align="flex-start" wrap="wrap" mb="sm">
        <DateInput label="Check date" required w={170} {...fieldProps(form, 'CheckDate')} />
        <SegmentedControl
          aria-label="Layout"
          mt={25}
          value={form.values.Layout}
          onChange={(v) => form.setFieldValue('Layout', v === 'ThreePerPage' ? v : 'WithStub')}
          data={[
            { value: 'WithStub', label: 'One per page with stub' },
            { value: 'ThreePerPage', label: 'Three per page' },
          ]}
        />
        <Checkbox
          label="Apply open credit memos"
          mt={32}
          {...form.getInputProps('ApplyCredits', { type: 'checkbox' })}
        />
      </Group>
      <Group justify="space-between">
        <Stack gap={2}>
          <Text size="sm" aria-label="Starting check number">
            {bank
              ? `Starting check number ${String(bank.NextCheckNumber)}`
              : 'Choose a bank account'}
          </Text>
          <Text size="sm" c="dimmed">
            {`${checksText(checkCount)}, ${formatCents(total)}`}
            {bank && bank.SignatureCount === 0 ? ' · no authorized signature on file' : ''}
          </Text>
        </Stack>
        <Group>
          {print.isPending ? (
            <Group gap="xs">
              <Loader size="sm" />
              <Text size="sm">{`Printing ${checksText(checkCount)}…`}</Text>
            </Group>
          ) : null}
          <MayCall calls={PrintChecks}>
            <Button type="submit" loading={print.isPending}>
              Print checks
            </Button>
          </MayCall>
        </Group>
      </Group>
      <ProblemAlert problem={formProblem(form.errors)} />
      {print.isError ? (
        <Alert color="red" variant="light" mt="sm">
          {print.error.message}
        </Alert>
      ) : null}
    </Paper>
  );
}
