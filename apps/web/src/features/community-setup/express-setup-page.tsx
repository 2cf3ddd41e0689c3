import type { Wizard } from '@hoa/contract';
import {
  Badge,
  Button,
  Group,
  List,
  Loader,
  Paper,
  SimpleGrid,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showSuccess } from '../../app/toasts';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { ExpressSetupTasks, expressTasksDone, runExpressSetup } from './express-setup';
import { useSetupRefresh, wizardQuery } from './setup-queries';

/** One screen that makes a new community's default books in one go, then leads to the wizards. */
export function ExpressSetupPage() {
  const community = useCurrentCommunity();
  const id = community.CommunityAgentId;
  const accounting = useQuery(wizardQuery(id, 'accounting'));
  const property = useQuery(wizardQuery(id, 'property'));
  const refresh = useSetupRefresh();
  const go = useGo();
  const [task, setTask] = useState<number | null>(null);
  const run = useMutation({
    mutationFn: (wizard: Wizard) => runExpressSetup(id, wizard.Facts, setTask),
    onSuccess: () => {
      showSuccess('Express setup is done: books, accounts and codes are in place.');
    },
    onSettled: async () => {
      setTask(null);
      await refresh();
    },
  });
  if (!accounting.data || !property.data) {
    const error = accounting.error ?? property.error;
    return error ? <LoadError error={error} /> : <PageLoader />;
  }
  const wizard = accounting.data;
  const done = expressTasksDone(wizard.Facts, wizard.Flags.IsSetupGLAccountsComplete);
  const open = (pattern: string) => {
    void go(buildRoute(pattern, { communityAgentId: id }));
  };
  return (
    <>
      <PageHeader title="Express setup" subtitle={community.DisplayName} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <Paper withBorder p="md" radius="sm" component="section" aria-label="Express setup tasks">
          <Title order={4} mb="xs">
            Default books in one go
          </Title>
          <List spacing="xs" size="sm" center>
            {ExpressSetupTasks.map((label, i) => (
              <List.Item
                key={label}
                icon={
                  task === i ? (
                    <Loader size={16} />
                  ) : (
                    <ThemeIcon size={16} radius="xl" color={done[i] ? 'green' : 'gray'}>
                      <span aria-hidden>{done[i] ? '✓' : ''}</span>
                    </ThemeIcon>
                  )
                }
              >
                {label}
                <Text span size="xs" c="dimmed" ml={6}>
                  {done[i] ? 'Done' : 'To do'}
                </Text>
              </List.Item>
            ))}
          </List>
          <Group justify="flex-end" mt="md">
            <Button
              loading={run.isPending}
              disabled={done.every(Boolean)}
              onClick={() => {
                run.mutate(wizard);
              }}
            >
              Run express setup
            </Button>
          </Group>
        </Paper>
        <Paper withBorder p="md" radius="sm" component="section" aria-label="Wizards">
          <Title order={4} mb="xs">
            Then finish in the wizards
          </Title>
          <WizardLink
            title="Accounting wizard"
            wizard={wizard}
            detail="Bank accounts, owner balances and history, review."
            onOpen={() => {
              open(SiteMap.accountingWizard);
            }}
          />
          <WizardLink
            title="Properties and owners wizard"
            wizard={property.data}
            detail="Import the properties with their owners, review."
            onOpen={() => {
              open(SiteMap.propertyWizard);
            }}
          />
          {wizard.Flags.IsSetupComplete ? (
            <Button
              mt="md"
              variant="default"
              onClick={() => {
                open(SiteMap.communityHome);
              }}
            >
              Go to community home
            </Button>
          ) : null}
        </Paper>
      </SimpleGrid>
    </>
  );
}

function WizardLink({
  title,
  wizard,
  detail,
  onOpen,
}: {
  title: string;
  wizard: Wizard;
  detail: string;
  onOpen: () => void;
}) {
  const complete = wizard.StartStep === wizard.NumSteps;
  const next = wizard.Steps.find((s) => s.Number === wizard.StartStep)?.Name ?? '';
  return (
    <Group justify="space-between" py="xs" wrap="nowrap">
      <div>
        <Group gap={6}>
          <Text fw={600} size="sm">
            {title}
          </Text>
          <Badge size="sm" variant="light" color={complete ? 'green' : 'yellow'}>
            {complete ? 'Complete' : `Next: ${next}`}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      </div>
      <Button
        size="xs"
        variant="default"
        onClick={onOpen}
        aria-label={`Open ${title.toLowerCase()}`}
      >
        Open
      </Button>
    </Group>
  );
}
