import { Button, FileInput, Group } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { showError, showSuccess } from '../app/toasts';

/**
 * A file to choose and its Upload button (a request's photo or attachment): the upload, then the
 * message and the refresh; a failure is shown and the file stays chosen.
 */
export function FileUploadRow({
  label,
  accept,
  upload,
  uploaded,
  refresh,
}: {
  label: string;
  accept?: string;
  upload: (file: File) => Promise<unknown>;
  /** Shown once the file is stored, e.g. 'The file was added.' */
  uploaded: string;
  refresh: () => Promise<void>;
}) {
  const [file, setFile] = useState<File | null>(null);
  const mutation = useMutation({
    mutationFn: upload,
    onError: showError,
    onSuccess: async () => {
      showSuccess(uploaded);
      setFile(null);
      await refresh();
    },
  });
  return (
    <Group align="flex-end" gap="xs">
      <FileInput
        label={label}
        placeholder="Choose a file"
        accept={accept}
        clearable
        w={280}
        value={file}
        onChange={setFile}
      />
      <Button
        size="sm"
        variant="default"
        disabled={file === null}
        loading={mutation.isPending}
        onClick={() => {
          if (file) mutation.mutate(file);
        }}
      >
        Upload
      </Button>
    </Group>
  );
}
