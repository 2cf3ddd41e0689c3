import { Alert } from '@mantine/core';

/** Why the last save or run was refused, in red above the form; nothing while there is none. */
export function ProblemAlert({ problem, title }: { problem: string | null; title?: string }) {
  if (!problem) return null;
  return (
    <Alert color="red" variant="light" role="alert" title={title}>
      {problem}
    </Alert>
  );
}
