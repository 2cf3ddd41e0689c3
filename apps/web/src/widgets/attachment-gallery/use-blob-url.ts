import { useEffect, useState } from 'react';
import { fetchAttachmentBlob } from './file-transfer';

export type BlobState =
  { status: 'loading' } | { status: 'ready'; url: string } | { status: 'failed'; error: unknown };

/** An object URL for a file call (with the bearer header), revoked when no longer shown. */
export function useBlobUrl(source: string | null): BlobState {
  const [state, setState] = useState<BlobState>({ status: 'loading' });
  useEffect(() => {
    if (!source) return undefined;
    let url: string | null = null;
    let cancelled = false;
    setState({ status: 'loading' });
    fetchAttachmentBlob(source).then(
      (blob) => {
        if (cancelled) return;
        url = URL.createObjectURL(blob);
        setState({ status: 'ready', url });
      },
      (error: unknown) => {
        if (!cancelled) setState({ status: 'failed', error });
      },
    );
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [source]);
  return state;
}
