import { Alert } from '@mantine/core';
import { Navigate } from '@tanstack/react-router';
import { LoadError } from '../../widgets/load-error';
import { PageLoader } from '../../widgets/page-loader';
import { readLastCommunityId } from './community-cookies';
import { communityLandingRoute, useCommunityList } from './community-list';

/**
 * /home opens the last selected community, else the first active one on the user's list that is
 * set up (one still in setup opens its setup screens), else the first active one.
 */
export function HomeLanding() {
  const list = useCommunityList();
  if (list.data === undefined) {
    return list.isError ? <LoadError error={list.error} /> : <PageLoader />;
  }
  const last = readLastCommunityId();
  const target =
    list.data.find((row) => row.CommunityAgentId === last) ??
    list.data.find((row) => row.IsActive && row.IsSetupComplete) ??
    list.data.find((row) => row.IsActive) ??
    list.data.at(0);
  if (!target) {
    return (
      <Alert color="gray" variant="light" title="No communities">
        Your community list is empty. Ask an administrator to add communities to your list.
      </Alert>
    );
  }
  return <Navigate to={communityLandingRoute(target)} replace />;
}
