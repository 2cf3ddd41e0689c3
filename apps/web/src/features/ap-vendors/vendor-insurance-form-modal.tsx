import { contract, type RequestOf, type ResponseOf } from '@hoa/contract';
import { VendorMessages, VendorPolicyTypes } from '@hoa/domain';
import { Autocomplete, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type SubmitEvent } from 'react';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { DateInput } from '../../widgets/date-input';
import { FormActions, FormModal } from '../../widgets/form-modal';
import { fieldErrors } from '../../widgets/form-errors';

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
  const [policyType, setPolicyType] = useState(insurance?.PolicyType ?? '');
  const [carrier, setCarrier] = useState(insurance?.Carrier ?? '');
  const [policyNumber, setPolicyNumber] = useState(insurance?.PolicyNumber ?? '');
  const [expirationDate, setExpirationDate] = useState<string | null>(
    insurance?.ExpirationDate ?? null,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (body: SaveBody) => api.call(contract.apVendors.SaveVendorInsurance, { body }),
    onSuccess: async () => {
      showSuccess(VendorMessages.insuranceSaved);
      await client.invalidateQueries({ queryKey: ['vendor-insurances', vendorAgentId] });
      onClose();
    },
  });

  function submit(event: SubmitEvent<HTMLFormElement>): void {
    event.preventDefault();
    const parsed = contract.apVendors.SaveVendorInsurance.body.safeParse({
      insuranceId: insurance?.InsuranceId,
      vendorAgentId,
      policyType,
      carrier,
      policyNumber: policyNumber.trim() || null,
      expirationDate,
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Insurance">
      <Stack gap="sm">
        <Autocomplete
          label="Policy type"
          withAsterisk
          data-autofocus
          maxLength={50}
          data={[...VendorPolicyTypes]}
          value={policyType}
          onChange={setPolicyType}
          error={errors.policyType}
        />
        <TextInput
          label="Carrier"
          withAsterisk
          maxLength={100}
          value={carrier}
          onChange={(event) => setCarrier(event.currentTarget.value)}
          error={errors.carrier}
        />
        <TextInput
          label="Policy number"
          maxLength={50}
          value={policyNumber}
          onChange={(event) => setPolicyNumber(event.currentTarget.value)}
          error={errors.policyNumber}
        />
        <DateInput
          label="Expiration date"
          withAsterisk
          value={expirationDate}
          onChange={setExpirationDate}
          error={errors.expirationDate}
        />
        <FormActions onCancel={onClose} saving={save.isPending} />
      </Stack>
    </form>
  );
}
