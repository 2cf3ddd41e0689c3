import { contract, type RequestOf, type ResponseOf } from '@hoa/contract';
import { ReconciliationMaxDays } from '@hoa/domain';
import { Checkbox, NumberInput, Stack, Switch } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { formProblem, useContractForm } from '../../widgets/contract-form';
import { FormActions, FormModal } from '../../widgets/form-modal';
import { LoadError } from '../../widgets/load-error';
import { PageLoader } from '../../widgets/page-loader';
import { ProblemAlert } from '../../widgets/problem-alert';
import { wholeNumberOf, wholeNumberProblem } from '../../widgets/whole-number';
import { reconKey, settingsQuery } from './recon-queries';

const R = contract.bankReconciliation;
type SettingsBody = RequestOf<typeof R.SaveSettings>['body'];
type Settings = ResponseOf<typeof R.GetSettings>;

interface SettingsValues {
  apEnforceCheckNumberMatch: boolean;
  apMaxDays: number | string;
  arMaxDays: number | string;
  /** Saved as the company's settings (BankAccountId null) instead of this account's. */
  companyWide: boolean;
}

const daysRange = { min: 0, max: ReconciliationMaxDays };

interface ReconSettingsModalProps {
  bankAccountId: number;
  opened: boolean;
  onClose: () => void;
}

/** Reconciliation settings: apEnforceCheckNumberMatch, apMaxDays, arMaxDays, for this account or all. */
export function ReconSettingsModal(props: ReconSettingsModalProps) {
  return (
    <FormModal opened={props.opened} onClose={props.onClose} title="Reconciliation settings">
      <SettingsLoader {...props} />
    </FormModal>
  );
}

/** The form opens on the settings that apply to the account now. */
function SettingsLoader({ bankAccountId, onClose }: ReconSettingsModalProps) {
  const saved = useQuery(settingsQuery(bankAccountId));
  if (!saved.data) return saved.isError ? <LoadError error={saved.error} /> : <PageLoader />;
  return <SettingsForm bankAccountId={bankAccountId} saved={saved.data} onClose={onClose} />;
}

function SettingsForm({
  bankAccountId,
  saved,
  onClose,
}: {
  bankAccountId: number;
  saved: Settings;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const initialValues: SettingsValues = {
    apEnforceCheckNumberMatch: saved.apEnforceCheckNumberMatch,
    apMaxDays: saved.apMaxDays,
    arMaxDays: saved.arMaxDays,
    companyWide: false,
  };
  const form = useContractForm({
    initialValues,
    schema: R.SaveSettings.body,
    toBody: (values: SettingsValues) => ({
      BankAccountId: values.companyWide ? null : bankAccountId,
      apEnforceCheckNumberMatch: values.apEnforceCheckNumberMatch,
      apMaxDays: wholeNumberOf(values.apMaxDays),
      arMaxDays: wholeNumberOf(values.arMaxDays),
    }),
    rules: (values: SettingsValues) => ({
      apMaxDays: wholeNumberProblem(values.apMaxDays, daysRange),
      arMaxDays: wholeNumberProblem(values.arMaxDays, daysRange),
    }),
  });
  const save = useMutation({
    mutationFn: (body: SettingsBody) => api.call(R.SaveSettings, { body }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: reconKey });
      showSuccess('Reconciliation settings saved.');
      onClose();
    },
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((body) => {
        save.mutate(body);
      })}
    >
      <Stack>
        <Switch
          label="A check matches only a bank line with its check number"
          {...form.getInputProps('apEnforceCheckNumberMatch', { type: 'checkbox' })}
        />
        <NumberInput
          label="Maximum days between a check or withdrawal and its bank line"
          min={daysRange.min}
          max={daysRange.max}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('apMaxDays')}
        />
        <NumberInput
          label="Maximum days between a deposit or transfer and its bank line"
          min={daysRange.min}
          max={daysRange.max}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('arMaxDays')}
        />
        <Checkbox
          label="Save as the company’s settings (accounts without their own)"
          {...form.getInputProps('companyWide', { type: 'checkbox' })}
        />
        <ProblemAlert problem={formProblem(form.errors)} />
        <FormActions onCancel={onClose} saving={save.isPending} />
      </Stack>
    </form>
  );
}
