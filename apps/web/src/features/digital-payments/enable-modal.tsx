import { ApiError, type DigitalPaymentAccount, type RequestOf } from '@hoa/contract';
import { businessCustomerFieldErrors, DigitalPaymentMessages as M } from '@hoa/domain';
import { Checkbox, Divider, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { showError, showSuccess } from '../../app/toasts';
import { formProblem, useContractForm } from '../../widgets/contract-form';
import { FormActions, FormModal } from '../../widgets/form-modal';
import { ProblemAlert } from '../../widgets/problem-alert';
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

/** The form's values: the business fields as typed, the controller and the two acceptances. */
type EnableValues = Record<BusinessKey, string> & {
  ControllerData: ControllerForm;
  TermsOfServiceAccepted: boolean;
  PrivacyPolicyAccepted: boolean;
};

type EnableBody = RequestOf<typeof D.CreateDigitalPaymentAccount>['body'];

/** The business fields as the API takes them: blanks as null. */
function businessBody(values: EnableValues): Record<BusinessKey, string | null> {
  const entries = businessFields.map(([key]) => [key, values[key].trim() || null] as const);
  return Object.fromEntries(entries) as Record<BusinessKey, string | null>;
}

/**
 * Enable (new), retry or upgrade digital payment: business customer, controller and terms. The
 * spec's '<Field> is Required' shows under each missing field (spec 2 §5).
 */
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
  const initialValues: EnableValues = {
    FirstName: account.FirstName ?? '',
    LastName: account.LastName ?? '',
    BusinessName: account.BusinessName ?? account.CommunityName,
    Address1: account.Address1 ?? '',
    Address2: '',
    City: account.City ?? '',
    State: account.State ?? '',
    PostalCode: account.PostalCode ?? '',
    Ein: '',
    BusinessClassification: '',
    SecretaryOfState: '',
    ControllerData: { Country: 'US' },
    TermsOfServiceAccepted: false,
    PrivacyPolicyAccepted: false,
  };
  const form = useContractForm({
    initialValues,
    schema: D.CreateDigitalPaymentAccount.body,
    toBody: (values: EnableValues) => ({
      CommunityAgentId: account.CommunityAgentId,
      ...businessBody(values),
      ControllerData: controllerBody(values.ControllerData),
      TermsOfServiceAccepted: values.TermsOfServiceAccepted,
      PrivacyPolicyAccepted: values.PrivacyPolicyAccepted,
    }),
    rules: (values: EnableValues) =>
      businessCustomerFieldErrors(businessBody(values), controllerBody(values.ControllerData), {
        isNew,
        termsAccepted: values.TermsOfServiceAccepted,
        privacyAccepted: values.PrivacyPolicyAccepted,
      }),
  });
  const save = useMutation({
    mutationFn: (body: EnableBody) =>
      api.call(isNew ? D.CreateDigitalPaymentAccount : D.UpgradeDigitalPaymentAccount, { body }),
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
  return (
    <FormModal opened={opened} onClose={onClose} title={`${mode} digital payment`} size="lg">
      <form
        noValidate
        onSubmit={form.onSubmit((body) => {
          save.mutate(body);
        })}
      >
        <Stack gap="xs">
          <Text fw={600}>Business customer (corporation)</Text>
          <TextFields
            fields={businessFields}
            values={form.values}
            errorOf={(key) => form.errors[key]}
            onChange={(key, value) => {
              form.setFieldValue(key, value);
            }}
          />
          <Divider my={4} />
          <Text fw={600}>Controller</Text>
          <TextFields
            fields={controllerFields}
            values={form.values.ControllerData}
            prefix="Controller "
            errorOf={(key) => form.errors[`ControllerData.${key}`]}
            onChange={(key, value) => {
              form.setFieldValue(`ControllerData.${key}`, value);
            }}
          />
          {isNew ? (
            <Group align="flex-start">
              <Checkbox
                label="I accept the Terms of Service"
                {...form.getInputProps('TermsOfServiceAccepted', { type: 'checkbox' })}
              />
              <Checkbox
                label="I accept the Privacy Policy"
                {...form.getInputProps('PrivacyPolicyAccepted', { type: 'checkbox' })}
              />
            </Group>
          ) : null}
          <ProblemAlert problem={formProblem(form.errors)} />
          <FormActions onCancel={onClose} saving={save.isPending} label={mode} />
        </Stack>
      </form>
    </FormModal>
  );
}
