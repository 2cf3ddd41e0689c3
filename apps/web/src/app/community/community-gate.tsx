import { Messages } from '@hoa/domain';
import { Alert } from '@mantine/core';
import { Navigate, Outlet, useMatches, useParams } from '@tanstack/react-router';
import { useEffect } from 'react';
import { LoadError } from '../../widgets/load-error';
import { PageLoader } from '../../widgets/page-loader';
import { buildRoute, SiteMap } from '../site-map';
import { rememberCommunity } from './community-cookies';
import { useCommunityList } from './community-list';
import { CurrentCommunityProvider } from './current-community';
import { InactiveCommunityNotice } from './inactive-notice';

/**
 * The parent of every community route: the community must be on the user's list, and while its
 * setup is incomplete only the setup pages open (spec 1 §1).
 */
export function CommunityGate() {
  const { communityAgentId } = useParams({ strict: false });
  const id = Number(communityAgentId);
  const list = useCommunityList();
  const allowIncompleteSetup = useMatches({
    select: (matches) => matches.some((match) => match.staticData.allowIncompleteSetup === true),
  });
  const community = list.data?.find((row) => row.CommunityAgentId === id);
  const knownId = community?.CommunityAgentId;

  useEffect(() => {
    if (knownId !== undefined) rememberCommunity(knownId);
  }, [knownId]);

  if (list.data === undefined) {
    return list.isError ? <LoadError error={list.error} /> : <PageLoader />;
  }
  if (!community) {
    return (
      <Alert color="yellow" variant="light" role="alert">
        {Messages.communityNotOnList}
      </Alert>
    );
  }
  if (!community.IsSetupComplete && !allowIncompleteSetup) {
    return <Navigate to={buildRoute(SiteMap.setupIndex, { communityAgentId: id })} replace />;
  }
  return (
    <CurrentCommunityProvider value={community}>
      {community.IsActive ? null : <InactiveCommunityNotice community={community} />}
      <Outlet />
    </CurrentCommunityProvider>
  );
}
