import type { CheckImageUploadResult } from '@hoa/contract';
import { Alert, Button, FileInput, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showError, showSuccess } from '../../app/toasts';
import { statementsKey, uploadCheckImages } from './statement-queries';

/** Uploads a bank's zip of check images (or one image) to the account's transactions. */
export function CheckImagesUploadModal({
  bankAccountId,
  opened,
  onClose,
}: {
  bankAccountId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<CheckImageUploadResult | null>(null);
  const close = () => {
    setFile(null);
    setResult(null);
    onClose();
  };
  const upload = useMutation({
    mutationFn: (chosen: File) => uploadCheckImages(bankAccountId, chosen),
    onSuccess: async (answer) => {
      setResult(answer);
      showSuccess(`Attached ${String(answer.Matched.length)} check images.`);
      await client.invalidateQueries({ queryKey: statementsKey });
    },
    onError: showError,
  });
  return (
    <Modal opened={opened} onClose={close} title="Upload check images" size="lg">
      <Stack>
        <Text size="sm">
          A zip of the bank&apos;s check images, or one image. Name each image by its check number
          (1044.png, 001044.tif; folders inside the zip do not matter): it is attached to this
          account&apos;s bank transactions of that check number. PNG, JPEG, GIF or TIFF, each under
          25MB.
        </Text>
        <FileInput
          label="Zip or image file"
          placeholder="Choose a file"
          accept=".zip,application/zip,image/png,image/jpeg,image/gif,image/tiff"
          value={file}
          onChange={(chosen) => {
            setFile(chosen);
            setResult(null);
          }}
          clearable
        />
        {result ? (
          <Alert
            color={result.Unmatched.length > 0 ? 'yellow' : 'green'}
            aria-label="Check image result"
          >
            <Text size="sm">
              Attached {result.Matched.length} images to {result.Attached} bank transactions.
            </Text>
            {result.Unmatched.length > 0 ? (
              <>
                <Text size="sm" mt="xs">
                  No bank transaction of this account has the check number of:
                </Text>
                <List size="sm">
                  {result.Unmatched.map((name) => (
                    <List.Item key={name}>{name}</List.Item>
                  ))}
                </List>
              </>
            ) : null}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Close
          </Button>
          <Button
            disabled={file === null}
            loading={upload.isPending}
            onClick={() => file && upload.mutate(file)}
          >
            Upload
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
