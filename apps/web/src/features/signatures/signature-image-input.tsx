import { FileInput, Image, Stack } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { showError } from '../../app/toasts';
import { readAsDataUrl } from './signature-queries';

/** Picks a PNG or JPEG signature image and shows it; yields its data: URL. */
export function SignatureImageInput({
  value,
  onChange,
  label = 'Signature image (PNG or JPEG)',
  required = false,
  error,
}: {
  value: string | null;
  onChange: (dataUrl: string | null) => void;
  label?: string;
  required?: boolean;
  /** Why the image is refused, under the file field. */
  error?: ReactNode;
}) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <Stack gap={4}>
      <FileInput
        label={label}
        required={required}
        accept="image/png,image/jpeg"
        clearable
        error={error}
        value={file}
        onChange={(chosen) => {
          setFile(chosen);
          if (!chosen) {
            onChange(null);
            return;
          }
          void readAsDataUrl(chosen).then(onChange).catch(showError);
        }}
      />
      {value ? (
        <Image src={value} alt="Signature preview" h={60} w="auto" fit="contain" bg="white" />
      ) : null}
    </Stack>
  );
}
