import { Messages } from '@hoa/domain';
import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../app/auth/session';
import { LoadError } from '../../widgets/load-error';
import { PageLoader } from '../../widgets/page-loader';
import { CompanySettingsForm } from './company-settings-form';
import { companySettingsQuery } from './company-settings-query';

/** Subscription tier and feature flags; system administrators only. */
export function CompanySettingsPage() {
  const session = useSession().data;
  const isSystemAdmin = session?.IsSystemAdmin === true;
  const settings = useQuery({ ...companySettingsQuery, enabled: isSystemAdmin });

  if (session && !isSystemAdmin) {
    return (
      <Alert color="yellow" variant="light" role="alert">
        {Messages.forbidden}
      </Alert>
    );
  }
  if (settings.isError) return <LoadError error={settings.error} />;
  if (!settings.data) return <PageLoader />;
  return <CompanySettingsForm key={settings.data.CompanyId} settings={settings.data} />;
}
