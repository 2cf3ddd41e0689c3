import { AccountingWizardSteps, PropertyOwnerWizardSteps, type WizardStep } from '@hoa/domain';
import { Alert, Badge, Button, Group, List, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { PageHeader } from '../../widgets/page-header';

/** The status of the community's two setup wizards, with the way into each and express setup. */
export function SetupIndexPage() {
  const community = useCurrentCommunity();
  const go = useGo();
  const values = { communityAgentId: community.CommunityAgentId };
  const home = buildRoute(SiteMap.communityHome, values);

  return (
    <>
      <PageHeader
        title={community.DisplayName}
        subtitle="Community setup"
        actions={
          <>
            <Button
              variant="default"
              onClick={() => {
                void go(buildRoute(SiteMap.expressSetup, values));
              }}
            >
              Express setup
            </Button>
            {community.IsSetupComplete ? (
              <Button
                variant="default"
                onClick={() => {
                  void go(home);
                }}
              >
                Go to community home
              </Button>
            ) : null}
          </>
        }
      />
      {community.IsSetupComplete ? null : (
        <Alert color="yellow" variant="light" mb="md">
          Setup of this community is not complete. Its screens open once both wizards are complete.
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <WizardStatus
          title="Accounting"
          complete={community.IsSetupAccountingComplete}
          steps={AccountingWizardSteps}
          onOpen={() => {
            void go(buildRoute(SiteMap.accountingWizard, values));
          }}
        />
        <WizardStatus
          title="Properties and owners"
          complete={community.IsSetupPropertyOwnerComplete}
          steps={PropertyOwnerWizardSteps}
          onOpen={() => {
            void go(buildRoute(SiteMap.propertyWizard, values));
          }}
        />
      </SimpleGrid>
    </>
  );
}

interface WizardStatusProps {
  title: string;
  complete: boolean;
  steps: readonly WizardStep[];
  onOpen: () => void;
}

function WizardStatus({ title, complete, steps, onOpen }: WizardStatusProps) {
  return (
    <Paper withBorder p="md" radius="sm" component="section" aria-label={`${title} setup`}>
      <Group justify="space-between" mb="xs">
        <Title order={4}>{title}</Title>
        <Badge color={complete ? 'green' : 'yellow'}>{complete ? 'Complete' : 'Incomplete'}</Badge>
      </Group>
      <Text size="xs" c="dimmed" mb={6}>
        {steps.length} steps
      </Text>
      <List type="ordered" size="sm" spacing={2}>
        {steps.map((step) => (
          <List.Item key={step.number}>{step.name}</List.Item>
        ))}
      </List>
      <Group justify="flex-end" mt="sm">
        <Button size="xs" onClick={onOpen} aria-label={`Open the ${title.toLowerCase()} wizard`}>
          {complete ? 'Review' : 'Continue setup'}
        </Button>
      </Group>
    </Paper>
  );
}
