import type { BankTransaction } from '@hoa/contract';
import { formatCents, formatDate } from '@hoa/domain';
import { Anchor, Button, Center, Group, Image, Loader, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { saveBlob } from '../../widgets/download-file';
import { LoadError } from '../../widgets/load-error';
import { checkImageQuery } from './statement-queries';

const extensions: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/tiff': 'tif',
};

/** An object URL of a blob for as long as the blob is shown. */
function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return undefined;
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      setUrl(null);
    };
  }, [blob]);
  return url;
}

/** The smart banking check image preview (spec 2 §2 modals) of a bank transaction. */
export function CheckImageModal({
  transaction,
  onClose,
}: {
  transaction: BankTransaction | null;
  onClose: () => void;
}) {
  const path = transaction?.CheckImageUrl ?? null;
  const atBank = path !== null && !path.startsWith('/api/');
  const image = useQuery({ ...checkImageQuery(path ?? ''), enabled: path !== null && !atBank });
  const url = useObjectUrl(image.data);
  const [unshown, setUnshown] = useState(false);
  const label = transaction?.CheckNumber ? `Check ${transaction.CheckNumber}` : 'Check image';
  const fileName = `check-${transaction?.CheckNumber ?? String(transaction?.BankTransactionId)}.${
    extensions[image.data?.type ?? ''] ?? 'img'
  }`;
  return (
    <Modal opened={transaction !== null} onClose={onClose} title={label} size="xl">
      {transaction ? (
        <Stack>
          <Text size="sm" c="dimmed">
            {formatDate(transaction.TransactionDate)} · {formatCents(transaction.Amount)}
            {transaction.Description ? ` · ${transaction.Description}` : ''}
          </Text>
          {atBank ? (
            <Anchor href={path} target="_blank" rel="noreferrer">
              Open the image at the bank
            </Anchor>
          ) : image.isError ? (
            <LoadError error={image.error} />
          ) : url === null ? (
            <Center h={200}>
              <Loader />
            </Center>
          ) : unshown ? (
            <Text size="sm">This browser cannot show this image; download it to see it.</Text>
          ) : (
            <Image src={url} alt={label} fit="contain" mah={480} onError={() => setUnshown(true)} />
          )}
          <Group justify="flex-end">
            {url !== null && image.data ? (
              <>
                <Button variant="default" onClick={() => window.open(url, '_blank', 'noopener')}>
                  Open in a new tab
                </Button>
                <Button
                  variant="default"
                  onClick={() => image.data && saveBlob(image.data, fileName)}
                >
                  Download
                </Button>
              </>
            ) : null}
            <Button onClick={onClose}>Close</Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
