import { JobRunStatus } from '@hoa/domain';
import { Badge } from '@mantine/core';

const colors: Record<string, string> = {
  [JobRunStatus.Running]: 'blue',
  [JobRunStatus.AwaitingApproval]: 'yellow',
  [JobRunStatus.Succeeded]: 'green',
  [JobRunStatus.Failed]: 'red',
  [JobRunStatus.RolledBack]: 'gray',
};

/** A run's status (running, awaiting-approval, succeeded, failed, rolled-back) as a badge. */
export function JobStatusBadge({ status }: { status: string | null }) {
  if (!status) return <>—</>;
  return (
    <Badge variant="light" color={colors[status] ?? 'gray'}>
      {status}
    </Badge>
  );
}
