import type { Wizard } from '@hoa/contract';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { ExportSetupButton } from './export-setup-button';

interface CompleteStepProps {
  wizard: Wizard;
  /** Where the wizard returns: the express setup for the property wizard (spec 1 §2.7). */
  returnLabel: string;
  returnTo: string;
}

/** The last step: the wizard is complete; with both wizards the community's setup is. */
export function CompleteStep({ wizard, returnLabel, returnTo }: CompleteStepProps) {
  const go = useGo();
  const communityAgentId = wizard.CommunityAgentId;
  const done = wizard.Flags.IsSetupComplete;
  return (
    <Stack gap="sm">
      <Alert
        color="green"
        variant="light"
        title={
          wizard.WizardName === 'accounting'
            ? 'Accounting setup is complete'
            : 'Properties and owners setup is complete'
        }
      >
        <Text size="sm">
          {done
            ? 'Both wizards are complete: the community’s setup is complete and all its screens are open.'
            : 'The community’s setup completes once the other wizard is complete too.'}
        </Text>
      </Alert>
      <Group gap="xs">
        <ExportSetupButton communityAgentId={communityAgentId} wizardName={wizard.WizardName} />
        <Button
          variant="default"
          onClick={() => {
            void go(returnTo);
          }}
        >
          {returnLabel}
        </Button>
        {done ? (
          <Button
            onClick={() => {
              void go(buildRoute(SiteMap.communityHome, { communityAgentId }));
            }}
          >
            Go to community home
          </Button>
        ) : (
          <Button
            onClick={() => {
              const pattern =
                wizard.WizardName === 'accounting'
                  ? SiteMap.propertyWizard
                  : SiteMap.accountingWizard;
              void go(buildRoute(pattern, { communityAgentId }));
            }}
          >
            {wizard.WizardName === 'accounting'
              ? 'Properties and owners wizard'
              : 'Accounting wizard'}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
