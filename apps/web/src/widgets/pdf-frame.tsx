import { Alert, Center, Loader } from '@mantine/core';
import { useEffect, useState } from 'react';
import { errorText } from '../app/toasts';

/**
 * A PDF fetched by the caller (a query's blob) in the browser's viewer: an iframe on an object
 * URL, revoked when the frame goes (the content security policy allows blob: frames only).
 */
export function PdfFrame({
  title,
  blob,
  error,
  height = '70vh',
}: {
  title: string;
  blob: Blob | undefined;
  error?: unknown;
  height?: number | string;
}) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return undefined;
    }
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [blob]);
  if (error)
    return (
      <Alert color="red" variant="light" role="alert">
        {errorText(error)}
      </Alert>
    );
  if (!url)
    return (
      <Center h={height} aria-busy="true">
        <Loader size="sm" />
      </Center>
    );
  return <iframe title={title} src={url} style={{ width: '100%', height, border: 0 }} />;
}
