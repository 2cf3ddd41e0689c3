import { Alert } from '@mantine/core';
import { errorText } from '../app/toasts';

/** A screen whose data could not be loaded says why, with the server's message. */
export function LoadError({ error }: { error: unknown }) {
  return (
    <Alert color="red" variant="light" title="Could not load this page" role="alert">
      {errorText(error)}
    </Alert>
  );
}
