import { contract, type RequestOf, type Signature } from '@hoa/contract';
import { Image, Modal, Stack, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { useContractForm } from '../../widgets/contract-form';
import { FormActions } from '../../widgets/form-modal';
import { ProblemAlert } from '../../widgets/problem-alert';
import { SignatureImageInput } from './signature-image-input';
import { signatureQuery, signaturesKey } from './signature-queries';

type SaveBody = RequestOf<typeof contract.signatures.SaveSignature>['body'];

/** The signature edit modal: rename, and optionally replace the image. */
export function SignatureEditModal({
  signature,
  onClose,
}: {
  signature: Signature;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const current = useQuery(signatureQuery(signature.SignatureId));
  const initialValues: { Name: string; Image: string | null } = {
    Name: signature.Name,
    Image: null,
  };
  const form = useContractForm({
    initialValues,
    schema: contract.signatures.SaveSignature.body,
    toBody: (values) => ({
      ...values,
      SignatureId: signature.SignatureId,
      Name: values.Name.trim(),
    }),
  });
  const name = form.values.Name;
  const save = useMutation({
    mutationFn: (body: SaveBody) => api.call(contract.signatures.SaveSignature, { body }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: signaturesKey });
      showSuccess('Signature saved.');
      onClose();
    },
  });
  return (
    <Modal opened onClose={onClose} title="Edit signature" centered>
      <form
        noValidate
        onSubmit={form.onSubmit((body) => {
          save.mutate(body);
        })}
      >
        <Stack gap="sm">
          {current.data ? (
            <Image
              src={current.data.ImageDataUrl}
              alt={`Signature ${signature.Name}`}
              h={60}
              w="auto"
              fit="contain"
            />
          ) : null}
          <TextInput label="Name" required maxLength={100} {...form.getInputProps('Name')} />
          <SignatureImageInput
            value={form.values.Image}
            onChange={(image) => {
              form.setFieldValue('Image', image);
            }}
            label="Replace image"
          />
          <ProblemAlert problem={save.error?.message ?? null} />
          <FormActions onCancel={onClose} saving={save.isPending} disabled={name.trim() === ''} />
        </Stack>
      </form>
    </Modal>
  );
}
