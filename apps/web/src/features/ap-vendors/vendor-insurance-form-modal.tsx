import { contract, type RequestOf, type ResponseOf } from '@hoa/contract';
import { VendorMessages, VendorPolicyTypes } from '@hoa/domain';
import { Autocomplete, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { DateInput } from '../../widgets/date-input';
import { FormActions, FormModal } from '../../widgets/form-modal';
import { fieldProps, useContractForm } from '../../widgets/contract-form';

type SaveBody = RequestOf<typeof contract.apVendors.SaveVendorInsurance>['body'];
export type VendorInsurance = ResponseOf<typeof contract.apVendors.SaveVendorInsurance>;

interface VendorInsuranceFormModalProps {
  opened: boolean;
  vendorAgentId: number;
  /** Undefined when adding a policy. */
  insurance: VendorInsurance | undefined;
  onClose: () => void;
}

/** Adds or changes one of a vendor's insurance policies. */
export function VendorInsuranceFormModal(props: VendorInsuranceFormModalProps) {
  return (
    <FormModal
      opened={props.opened}
      onClose={props.onClose}
      title={props.insurance ? 'Edit insurance' : 'Add insurance'}
      size="sm"
    >
      <VendorInsuranceForm {...props} />
    </FormModal>
  );
}

function VendorInsuranceForm({ vendorAgentId, insurance, onClose }: VendorInsuranceFormModalProps) {
  const client = useQueryClient();
  const form = useContractForm({
    initialValues: {
      policyType: insurance?.PolicyType ?? '',
      carrier: insurance?.Carrier ?? '',
      policyNumber: insurance?.PolicyNumber ?? '',
      expirationDate: insurance?.ExpirationDate ?? null,
    },
    schema: contract.apVendors.SaveVendorInsurance.body,
    toBody: (values) => ({
      ...values,
      insuranceId: insurance?.InsuranceId,
      vendorAgentId,
      policyNumber: values.policyNumber.trim() || null,
    }),
  });
  const save = useMutation({
    mutationFn: (body: SaveBody) => api.call(contract.apVendors.SaveVendorInsurance, { body }),
    onSuccess: async () => {
      showSuccess(VendorMessages.insuranceSaved);
      await client.invalidateQueries({ queryKey: ['vendor-insurances', vendorAgentId] });
      onClose();
    },
  });

  return (
    <form
      onSubmit={form.onSubmit((body) => {
        save.mutate(body);
      })}
      noValidate
      aria-label="Insurance"
    >
      <Stack gap="sm">
        <Autocomplete
          label="Policy type"
          withAsterisk
          data-autofocus
          maxLength={50}
          data={[...VendorPolicyTypes]}
          {...form.getInputProps('policyType')}
        />
        <TextInput
          label="Carrier"
          withAsterisk
          maxLength={100}
          {...form.getInputProps('carrier')}
        />
        <TextInput label="Policy number" maxLength={50} {...form.getInputProps('policyNumber')} />
        <DateInput label="Expiration date" withAsterisk {...fieldProps(form, 'expirationDate')} />
        <FormActions onCancel={onClose} saving={save.isPending} />
      </Stack>
    </form>
  );
}
