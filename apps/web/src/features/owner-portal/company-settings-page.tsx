import { contract } from '@hoa/contract';
import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { BoardPortalSettingsForm } from './board-portal-settings-form';
import { PortalCompanySettingsForm } from './company-settings-form';
import { portalCompanySettingsQuery } from './owner-portal-queries';

const statusNames = ['Not started', 'Set up', 'Live'];

/** /owner-access/profile — the company's owner portal profile (company administrators). */
export function PortalProfilePage() {
  const settings = useQuery(portalCompanySettingsQuery);
  const base = useQuery({
    queryKey: ['owner-portal', 'base-uri'],
    queryFn: () => api.call(contract.ownerAccess.GetBaseUri),
  });
  return (
    <>
      <PageHeader
        title="Owner portal profile"
        subtitle={
          settings.data ? `Status: ${statusNames[settings.data.CustomerStatus] ?? ''}` : undefined
        }
      />
      {settings.error ? <LoadError error={settings.error} /> : null}
      {settings.data ? (
        <Stack gap="md">
          {base.data ? (
            <Text size="sm">
              Owners sign in at <strong>{`${base.data.Uri}/portal/`}</strong>
            </Text>
          ) : null}
          <PortalCompanySettingsForm key={settings.dataUpdatedAt} settings={settings.data} />
          <BoardPortalSettingsForm
            key={`board-${settings.dataUpdatedAt}`}
            settings={settings.data}
          />
        </Stack>
      ) : settings.isPending ? (
        <PageLoader />
      ) : null}
    </>
  );
}
