import { contract, type ResaleProperty, type SplitLedgerBody } from '@hoa/contract';
import { formatCents, localDay, ResaleMessages as M, type IsoDate } from '@hoa/domain';
import { Checkbox, Drawer, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { DrawerWidth } from '../../app/overlays/drawer-host';
import { errorText, showSuccess } from '../../app/toasts';
import { fieldProps, formProblem, useContractForm } from '../../widgets/contract-form';
import { DateInput } from '../../widgets/date-input';
import { FormActions } from '../../widgets/form-modal';
import { ProblemAlert } from '../../widgets/problem-alert';

interface SplitValues {
  splitDate: IsoDate | null;
  balanceAsOfToday: boolean;
}

/**
 * The split ledger drawer (spec 3 §2 drawers; §3 propertyAgentId, splitDate, balanceAsOfToday):
 * the previous owners' transactions from the split date move to the current primary owner.
 */
export function SplitLedgerDrawer({
  property,
  onClose,
}: {
  property: ResaleProperty | null;
  onClose: () => void;
}) {
  return (
    <Drawer
      opened={property !== null}
      onClose={onClose}
      title="Split ledger"
      position="right"
      size={DrawerWidth.default}
    >
      {property ? <SplitForm property={property} onClose={onClose} /> : null}
    </Drawer>
  );
}

function SplitForm({ property, onClose }: { property: ResaleProperty; onClose: () => void }) {
  const client = useQueryClient();
  const initialValues: SplitValues = { splitDate: localDay(new Date()), balanceAsOfToday: false };
  const form = useContractForm({
    initialValues,
    schema: contract.resale.SplitLedger.body,
    toBody: (values: SplitValues) => ({ propertyAgentId: property.PropertyAgentId, ...values }),
    rules: (values: SplitValues) => ({
      splitDate: values.splitDate === null ? 'Enter the split date.' : null,
    }),
  });
  const split = useMutation({
    mutationFn: (body: SplitLedgerBody) => api.call(contract.resale.SplitLedger, { body }),
    onSuccess: async (result) => {
      await client.invalidateQueries();
      showSuccess(M.splitSaved(result.Transfers.length));
      onClose();
    },
    onError: (error) => {
      notifications.show({ color: 'red', title: M.splitLedgerFailed, message: errorText(error) });
    },
  });
  return (
    <form
      noValidate
      aria-label="Split ledger"
      onSubmit={form.onSubmit((body) => {
        split.mutate(body);
      })}
    >
      <Stack gap="sm">
        <Text size="sm">
          {[property.AccountNumber, property.Address].filter(Boolean).join(' · ')}: the previous
          owners’ transactions dated on or after the split date move to {property.OwnerName ?? '—'}{' '}
          (balance {formatCents(property.Balance)}).
        </Text>
        <DateInput label="Split date" {...fieldProps(form, 'splitDate')} />
        <Checkbox
          label="Balance as of today (post the move today)"
          {...form.getInputProps('balanceAsOfToday', { type: 'checkbox' })}
        />
        <ProblemAlert problem={formProblem(form.errors)} />
        <FormActions onCancel={onClose} saving={split.isPending} label="Split ledger" />
      </Stack>
    </form>
  );
}
