import { useQuery } from '@tanstack/react-query';
import { useCurrentCommunity } from '../../app/community/current-community';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { PortalCommunitySettingsForm } from './community-settings-form';
import { portalCommunitySettingsQuery } from './owner-portal-queries';

/** /community/:id/owner-portal-settings — the community's owner portal settings. */
export function PortalCommunitySettingsPage() {
  const community = useCurrentCommunity();
  const settings = useQuery(portalCommunitySettingsQuery(community.CommunityAgentId));
  return (
    <>
      <PageHeader title="Owner portal settings" subtitle={community.DisplayName} />
      {settings.error ? <LoadError error={settings.error} /> : null}
      {settings.data ? (
        <PortalCommunitySettingsForm
          key={settings.dataUpdatedAt}
          settings={settings.data}
          showEnabled
        />
      ) : settings.isPending ? (
        <PageLoader />
      ) : null}
    </>
  );
}
