import { contract, type RequestOf } from '@hoa/contract';
import { Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../app/api';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { useContractForm } from '../../widgets/contract-form';
import { FormActions, FormModal } from '../../widgets/form-modal';

type Body = RequestOf<typeof contract.communityTransfer.BeginTransfer>['body'];

/** 'Community transfer incoming': the receiver enters the key; begin-transfer redirects to setup. */
export function IncomingTransferModal({
  opened,
  onClose,
}: {
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <FormModal opened={opened} onClose={onClose} title="Community transfer incoming">
      <IncomingTransferForm onClose={onClose} />
    </FormModal>
  );
}

function IncomingTransferForm({ onClose }: { onClose: () => void }) {
  const go = useGo();
  const form = useContractForm({
    initialValues: { TransferKey: '' },
    schema: contract.communityTransfer.BeginTransfer.body,
    toBody: (values) => values,
    rules: (values) => ({
      TransferKey: values.TransferKey.trim() ? null : 'Transfer Key is required.',
    }),
  });
  const begin = useMutation({
    mutationFn: (body: Body) => api.call(contract.communityTransfer.BeginTransfer, { body }),
    onSuccess: (transfer) =>
      go(buildRoute(SiteMap.setupTransfer, { communityTransferId: transfer.CommunityTransferId })),
  });
  return (
    <form noValidate onSubmit={form.onSubmit((body) => begin.mutate(body))}>
      <Stack>
        <Text size="sm">Enter the transfer key the sending company gave you.</Text>
        <TextInput label="Transfer key" maxLength={64} {...form.getInputProps('TransferKey')} />
        <FormActions onCancel={onClose} saving={begin.isPending} label="Begin transfer" />
      </Stack>
    </form>
  );
}
