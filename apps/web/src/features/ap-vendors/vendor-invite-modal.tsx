import { contract, type VendorSearchRow } from '@hoa/contract';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type SubmitEvent } from 'react';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
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
  const [emailAddress, setEmailAddress] = useState(
    lastEmailAddress ?? vendor.PrimaryEmailAddress ?? '',
  );
  const [error, setError] = useState<string | undefined>(undefined);
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

  function submit(event: SubmitEvent<HTMLFormElement>): void {
    event.preventDefault();
    const parsed =
      contract.apVendors.ResendVendorInvite.body.shape.emailAddress.safeParse(emailAddress);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    send.mutate(parsed.data);
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Vendor invite">
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
          value={emailAddress}
          onChange={(event) => {
            setEmailAddress(event.currentTarget.value);
            setError(undefined);
          }}
          error={error}
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
