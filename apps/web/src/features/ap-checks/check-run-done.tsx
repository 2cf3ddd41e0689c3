import type { CheckRunResult } from '@hoa/contract';
import { formatCents } from '@hoa/domain';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { showError } from '../../app/toasts';
import { checksText, downloadChecksPdf, fetchChecksPdf } from './check-queries';
import { ChecksTable } from './checks-table';

/** A finished check run: its checks, the PDF to download and a preview of it. */
export function CheckRunDone({ run, onClose }: { run: CheckRunResult; onClose: () => void }) {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );
  const fileName = `checks-${run.FirstCheckNumber}-${run.LastCheckNumber}.pdf`;
  return (
    <Alert
      color="green"
      variant="light"
      mb="sm"
      withCloseButton
      onClose={onClose}
      title="Checks printed"
    >
      <Stack gap="xs">
        <div>{`${checksText(run.CheckCount)}, numbers ${run.FirstCheckNumber} to ${run.LastCheckNumber}, total ${formatCents(run.TotalAmount)}${run.CreditsApplied > 0 ? ` after ${formatCents(run.CreditsApplied)} of credit memos` : ''}.`}</div>
        <Group>
          <Button
            size="xs"
            onClick={() => void downloadChecksPdf(run.Url, fileName).catch(showError)}
          >
            Download checks PDF
          </Button>
          <Button
            size="xs"
            variant="default"
            onClick={() =>
              void fetchChecksPdf(run.Url)
                .then((blob) => setPreview(URL.createObjectURL(blob)))
                .catch(showError)
            }
          >
            Preview
          </Button>
        </Group>
        {preview ? (
          <iframe
            title="Checks preview"
            src={preview}
            style={{ width: '100%', height: 520, border: 0 }}
          />
        ) : null}
        <ChecksTable checks={run.Checks} empty="No checks." />
      </Stack>
    </Alert>
  );
}
