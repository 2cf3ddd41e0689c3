import { ApiError, type DigitalPaymentAccount } from '@hoa/contract';
import { businessCustomerErrors, DigitalPaymentMessages as M } from '@hoa/domain';
import { Alert, Button, Checkbox, Divider, Group, List, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { showError, showSuccess } from '../../app/toasts';
import { FormModal } from '../../widgets/form-modal';
import { D, dpKey } from './dp-queries';
import { controllerBody, controllerFields, TextFields, type ControllerForm } from './text-fields';

const businessFields = [
  ['FirstName', 'First Name'],
  ['LastName', 'Last Name'],
  ['BusinessName', 'Business Name'],
  ['Address1', 'Address'],
  ['Address2', 'Address 2'],
  ['City', 'City'],
  ['State', 'State'],
  ['PostalCode', 'Zip'],
  ['Ein', 'EIN'],
  ['BusinessClassification', 'Business Classification'],
  ['SecretaryOfState', 'Secretary of State'],
] as const;
type BusinessKey = (typeof businessFields)[number][0];

/** Enable (new), retry or upgrade digital payment: business customer, controller and terms. */
export function EnableModal({
  account,
  opened,
  onClose,
}: {
  account: DigitalPaymentAccount;
  opened: boolean;
  onClose: () => void;
}) {
  const isNew = !account.CustomerId;
  const mode = isNew ? 'Enable' : account.Status === 'Retry' ? 'Retry' : 'Upgrade';
  const client = useQueryClient();
  const [business, setBusiness] = useState<Partial<Record<BusinessKey, string>>>({
    BusinessName: account.BusinessName ?? account.CommunityName,
    FirstName: account.FirstName ?? '',
    LastName: account.LastName ?? '',
    Address1: account.Address1 ?? '',
    City: account.City ?? '',
    State: account.State ?? '',
    PostalCode: account.PostalCode ?? '',
  });
  const [controller, setController] = useState<ControllerForm>({ Country: 'US' });
  const [terms, setTerms] = useState(false);
  const [privacy, setPrivacy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const save = useMutation({
    mutationFn: () => {
      const b = (key: BusinessKey) => business[key]?.trim() || null;
      const body = {
        CommunityAgentId: account.CommunityAgentId,
        FirstName: b('FirstName'),
        LastName: b('LastName'),
        BusinessName: b('BusinessName'),
        Address1: b('Address1'),
        Address2: b('Address2'),
        City: b('City'),
        State: b('State'),
        PostalCode: b('PostalCode'),
        BusinessClassification: b('BusinessClassification'),
        Ein: b('Ein'),
        SecretaryOfState: b('SecretaryOfState'),
        ControllerData: controllerBody(controller),
        TermsOfServiceAccepted: terms,
        PrivacyPolicyAccepted: privacy,
      };
      return api.call(isNew ? D.CreateDigitalPaymentAccount : D.UpgradeDigitalPaymentAccount, {
        body,
      });
    },
    onSuccess: async (saved) => {
      await client.invalidateQueries({ queryKey: dpKey });
      showSuccess(`Digital payments: ${saved.Status ?? 'Unverified'}`);
      onClose();
    },
    onError: (error) =>
      showError(
        error instanceof ApiError
          ? error
          : new ApiError(0, isNew ? M.enableFailed : M.upgradeFailed),
      ),
  });
  const submit = () => {
    const found = businessCustomerErrors(business, controllerBody(controller), {
      isNew,
      termsAccepted: terms,
      privacyAccepted: privacy,
    });
    setErrors(found);
    if (found.length === 0) save.mutate();
  };
  return (
    <FormModal opened={opened} onClose={onClose} title={`${mode} digital payment`} size="lg">
      <Stack gap="xs">
        {errors.length > 0 ? (
          <Alert color="red" title="Please correct">
            <List size="sm">
              {errors.map((e) => (
                <List.Item key={e}>{e}</List.Item>
              ))}
            </List>
          </Alert>
        ) : null}
        <Text fw={600}>Business customer (corporation)</Text>
        <TextFields
          fields={businessFields}
          values={business}
          onChange={(k, v) => setBusiness((s) => ({ ...s, [k]: v }))}
        />
        <Divider my={4} />
        <Text fw={600}>Controller</Text>
        <TextFields
          fields={controllerFields}
          values={controller}
          prefix="Controller "
          onChange={(k, v) => setController((s) => ({ ...s, [k]: v }))}
        />
        {isNew ? (
          <Group>
            <Checkbox
              label="I accept the Terms of Service"
              checked={terms}
              onChange={(e) => setTerms(e.currentTarget.checked)}
            />
            <Checkbox
              label="I accept the Privacy Policy"
              checked={privacy}
              onChange={(e) => setPrivacy(e.currentTarget.checked)}
            />
          </Group>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={save.isPending} onClick={submit}>
            {mode}
          </Button>
        </Group>
      </Stack>
    </FormModal>
  );
}
