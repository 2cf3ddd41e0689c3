import { contract, type Signature } from '@hoa/contract';
import { Alert, Button, Group, Image, Modal, Stack, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { SignatureImageInput } from './signature-image-input';
import { signatureQuery, signaturesKey } from './signature-queries';

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
  const [name, setName] = useState(signature.Name);
  const [image, setImage] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () =>
      api.call(contract.signatures.SaveSignature, {
        body: { SignatureId: signature.SignatureId, Name: name.trim(), Image: image },
      }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: signaturesKey });
      showSuccess('Signature saved.');
      onClose();
    },
  });
  return (
    <Modal opened onClose={onClose} title="Edit signature" centered>
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
        <TextInput
          label="Name"
          required
          maxLength={100}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        <SignatureImageInput value={image} onChange={setImage} label="Replace image" />
        {save.isError ? (
          <Alert color="red" variant="light">
            {save.error.message}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            disabled={name.trim() === ''}
            loading={save.isPending}
            onClick={() => save.mutate()}
          >
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
