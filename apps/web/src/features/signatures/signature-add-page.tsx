import { contract, type RequestOf } from '@hoa/contract';
import { SignatureMessages } from '@hoa/domain';
import { Group, Paper, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showSuccess } from '../../app/toasts';
import { formProblem, useContractForm } from '../../widgets/contract-form';
import { FormActions } from '../../widgets/form-modal';
import { PageHeader } from '../../widgets/page-header';
import { ProblemAlert } from '../../widgets/problem-alert';
import { BankAccountSelect, checksKey } from '../ap-checks';
import { SignatureImageInput } from './signature-image-input';
import { signaturesKey } from './signature-queries';

const S = contract.signatures;
type CreateBody = RequestOf<typeof S.CreateSignature>['body'];

interface SignatureValues {
  Name: string;
  Image: string | null;
  BankAccountId: number | null;
  AuthorizedSignatureNumber: '1' | '2';
}

const initialValues: SignatureValues = {
  Name: '',
  Image: null,
  BankAccountId: null,
  AuthorizedSignatureNumber: '1',
};

/** Signatures add: a name and an image, optionally made signature 1 or 2 of a bank account. */
export function SignatureAddPage() {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const client = useQueryClient();
  const go = useGo();
  const toIndex = () => go(buildRoute(SiteMap.signaturesIndex, { communityAgentId }));
  const form = useContractForm({
    initialValues,
    schema: S.CreateSignature.body,
    toBody: (values: SignatureValues) => ({ Name: values.Name.trim(), Image: values.Image ?? '' }),
    rules: (values: SignatureValues) => ({
      Name: values.Name.trim() === '' ? SignatureMessages.nameRequired : null,
      Image: values.Image === null ? SignatureMessages.imageRequired : null,
    }),
  });
  const save = useMutation({
    mutationFn: ({ body, values }: { body: CreateBody; values: SignatureValues }) =>
      values.BankAccountId === null
        ? api.call(S.CreateSignature, { body })
        : api.call(S.CreateSignatureAndAssignToBankAccount, {
            body: {
              ...body,
              BankAccountId: values.BankAccountId,
              AuthorizedSignatureNumber: values.AuthorizedSignatureNumber === '1' ? 1 : 2,
            },
          }),
    onSuccess: async (signature) => {
      await client.invalidateQueries({ queryKey: signaturesKey });
      await client.invalidateQueries({ queryKey: checksKey });
      showSuccess(`Signature ${signature.Name} saved.`);
      await toIndex();
    },
  });
  const { BankAccountId } = form.values;
  return (
    <>
      <PageHeader title="Add signature" subtitle={community.DisplayName} />
      <Paper withBorder p="md" maw={560}>
        <form
          noValidate
          aria-label="Add signature"
          onSubmit={form.onSubmit((body) => {
            save.mutate({ body, values: form.values });
          })}
        >
          <Stack gap="sm">
            <TextInput label="Name" required maxLength={100} {...form.getInputProps('Name')} />
            <SignatureImageInput
              required
              value={form.values.Image}
              onChange={(image) => {
                form.setFieldValue('Image', image);
              }}
              error={form.errors.Image}
            />
            <Group align="flex-end">
              <BankAccountSelect
                communityAgentId={communityAgentId}
                value={BankAccountId}
                onChange={(id) => {
                  form.setFieldValue('BankAccountId', id);
                }}
                clearable
                label="Assign to bank account (optional)"
              />
              <SegmentedControl
                aria-label="Authorized signature number"
                disabled={BankAccountId === null}
                data={[
                  { value: '1', label: 'Signature 1' },
                  { value: '2', label: 'Signature 2' },
                ]}
                {...form.getInputProps('AuthorizedSignatureNumber')}
              />
            </Group>
            <ProblemAlert problem={formProblem(form.errors) ?? save.error?.message ?? null} />
            <FormActions
              onCancel={() => void toIndex()}
              saving={save.isPending}
              label="Save signature"
            />
          </Stack>
        </form>
      </Paper>
    </>
  );
}
