import {
  documentError,
  MaxDigitalPaymentDocumentBytes,
  type DigitalPaymentDocumentType,
} from '@hoa/domain';
import { Alert, Button, FileInput, Group, SegmentedControl, Select, Stack } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showSuccess } from '../../app/toasts';
import { FormModal } from '../../widgets/form-modal';
import { documentsNeededQuery, dpKey, uploadDocument } from './dp-queries';

const typeLabels: Record<string, string> = {
  idcard: 'Id Card',
  license: 'License',
  passport: 'Passport',
  other: 'Other',
};

/** Digital payment document upload: the types the controller's country allows, under 10MB. */
export function DocumentModal({
  communityAgentId,
  opened,
  onClose,
}: {
  communityAgentId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const needed = useQuery({ ...documentsNeededQuery(communityAgentId), enabled: opened });
  const [documentFor, setDocumentFor] = useState('0');
  const [type, setType] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const allowed = (
    documentFor === '1' ? needed.data?.BusinessTypes : needed.data?.PersonalTypes
  ) as DigitalPaymentDocumentType[] | undefined;
  const upload = useMutation({
    mutationFn: (f: File) =>
      uploadDocument(
        { CommunityAgentId: communityAgentId, Type: type ?? '', DocumentFor: Number(documentFor) },
        f,
      ),
    onSuccess: async (doc) => {
      await client.invalidateQueries({ queryKey: dpKey });
      showSuccess(
        doc.FailureReason ? `Document reviewed: ${doc.FailureReason}` : 'Document uploaded',
      );
      onClose();
    },
  });
  const submit = () => {
    const problem = documentError(type, file?.size ?? 0, allowed ?? []);
    setError(problem ?? (file ? null : 'A file is required.'));
    if (!problem && file) upload.mutate(file);
  };
  return (
    <FormModal opened={opened} onClose={onClose} title="Digital payment document upload">
      <Stack gap="xs">
        {error ? <Alert color="red">{error}</Alert> : null}
        <SegmentedControl
          value={documentFor}
          onChange={(v) => {
            setDocumentFor(v);
            setType(null);
          }}
          data={[
            { value: '0', label: 'Controller' },
            { value: '1', label: 'Business' },
          ]}
        />
        <Select
          label="Document Type"
          placeholder="Choose a type"
          data={(allowed ?? []).map((t) => ({ value: t, label: typeLabels[t] ?? t }))}
          value={type}
          onChange={setType}
        />
        <FileInput
          label={`File (less than ${MaxDigitalPaymentDocumentBytes / 1_000_000}MB)`}
          placeholder="Choose a file"
          value={file}
          onChange={setFile}
          accept="image/*,application/pdf"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={upload.isPending} onClick={submit}>
            Upload
          </Button>
        </Group>
      </Stack>
    </FormModal>
  );
}
