import { Messages } from '@hoa/domain';
import { Alert } from '@mantine/core';
import { useParams, useSearch } from '@tanstack/react-router';
import { listPosition } from './profile-position';
import { ProfileView } from './profile-view';

/** view/:agentId and /{type}/view/:agentId. */
export function ProfileViewPage() {
  const { agentId } = useParams({ strict: false });
  const search = useSearch({ strict: false });
  const includeDeleted = search.includeDeleted === true;
  const id = Number(agentId);
  if (!Number.isSafeInteger(id) || id <= 0) {
    return (
      <Alert color="yellow" variant="light" role="alert">
        {Messages.notFound}
      </Alert>
    );
  }
  return (
    <ProfileView
      key={id}
      agentId={id}
      includeDeleted={includeDeleted}
      position={listPosition(search)}
    />
  );
}
