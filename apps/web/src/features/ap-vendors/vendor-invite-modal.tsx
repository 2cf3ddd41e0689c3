import { contract, type VendorSearchRow } from '@hoa/contract';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { useContractForm } from '../../widgets/contract-form';
import { FormModal } from '../../widgets/form-modal';

interface VendorInviteModalProps {
  opened: boolean;
  vendor: VendorSearchRow;
  /** Where the last invite went, offered again. */
  lastEmailAddress: string | null;
  onClose: () => void;
}

/** The vendor invite modal: sends (again) the vendor's registration code to an email address. */
export function VendorInviteModal(props: VendorInviteModalProps) {
  return (
    <FormModal opened={props.opened} onClose={props.onClose} title="Vendor invite" size="sm">
      <VendorInviteForm {...props} />
    </FormModal>
  );
}

function VendorInviteForm({ vendor, lastEmailAddress, onClose }: VendorInviteModalProps) {
  const client = useQueryClient();
  const vendorAgentId = vendor.VendorAgentId;
  // The address is checked as the invite takes it; the registration code is made on sending.
  const form = useContractForm({
    initialValues: { emailAddress: lastEmailAddress ?? vendor.PrimaryEmailAddress ?? '' },
    schema: contract.apVendors.ResendVendorInvite.body.pick({ emailAddress: true }),
    toBody: (values) => values,
  });
  const send = useMutation({
    mutationFn: async (email: string) => {
      const registrationCode =
        vendor.RegistrationCode ??
        (
          await api.call(contract.apVendors.CreateVendorRegistrationCode, {
            body: { vendorAgentId },
          })
        ).RegistrationCode;
      return api.call(contract.apVendors.ResendVendorInvite, {
        body: { emailAddress: email, registrationCode },
      });
    },
    onSuccess: async (result) => {
      showSuccess(result.Message);
      onClose();
      await Promise.all([
        client.invalidateQueries({ queryKey: ['vendor-invites', vendorAgentId] }),
        client.invalidateQueries({ queryKey: ['vendor-search'] }),
      ]);
    },
  });

  return (
    <form
      onSubmit={form.onSubmit((body) => {
        send.mutate(body.emailAddress);
      })}
      noValidate
      aria-label="Vendor invite"
    >
      <Stack gap="sm">
        <Text size="sm">
          {vendor.DisplayName} is invited to register on the vendor network
          {vendor.RegistrationCode ? ` with the code ${vendor.RegistrationCode}` : ''}.
        </Text>
        <TextInput
          label="Email address"
          type="email"
          withAsterisk
          data-autofocus
          maxLength={255}
          {...form.getInputProps('emailAddress')}
        />
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={send.isPending}>
            Send invite
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
