import { contract, type RequestOf } from '@hoa/contract';
import { Alert, Code, Select, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { useCommunityList } from '../../app/community/community-list';
import { useContractForm } from '../../widgets/contract-form';
import { DateTimeText } from '../../widgets/date-text';
import { FormActions, FormModal } from '../../widgets/form-modal';
import { transferKey } from './transfer-queries';

type Body = RequestOf<typeof contract.communityTransfer.GenerateTransferKey>['body'];

/** Transfer key generation: the sender picks a community and gets its key, shown once. */
export function GenerateKeyModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <FormModal opened={opened} onClose={onClose} title="Generate transfer key">
      <GenerateKeyForm onClose={onClose} />
    </FormModal>
  );
}

function GenerateKeyForm({ onClose }: { onClose: () => void }) {
  const client = useQueryClient();
  const communities = useCommunityList().data ?? [];
  const form = useContractForm({
    initialValues: { CommunityAgentId: '' },
    schema: contract.communityTransfer.GenerateTransferKey.body,
    toBody: (values) => ({ CommunityAgentId: Number(values.CommunityAgentId) }),
    rules: (values) => ({
      CommunityAgentId: values.CommunityAgentId ? null : 'Community is required.',
    }),
  });
  const generate = useMutation({
    mutationFn: (body: Body) => api.call(contract.communityTransfer.GenerateTransferKey, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: transferKey }),
  });
  if (generate.data) {
    return (
      <Stack>
        <Text size="sm">Give this key to the receiving company. It is shown only once.</Text>
        <Code block data-testid="transfer-key" fz="lg">
          {generate.data.TransferKey}
        </Code>
        <Text size="sm" c="dimmed">
          Valid until <DateTimeText value={generate.data.KeyExpiresAt} />.
        </Text>
        <Alert color="yellow">
          When the receiving company completes the transfer, this company loses access to the
          community.
        </Alert>
      </Stack>
    );
  }
  return (
    <form noValidate onSubmit={form.onSubmit((body) => generate.mutate(body))}>
      <Stack>
        <Select
          label="Community"
          data={communities.map((c) => ({
            value: String(c.CommunityAgentId),
            label: c.DisplayName,
          }))}
          searchable
          {...form.getInputProps('CommunityAgentId')}
        />
        <FormActions onCancel={onClose} saving={generate.isPending} label="Generate key" />
      </Stack>
    </form>
  );
}
