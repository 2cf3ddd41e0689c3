import { contract } from '@hoa/contract';
import { PortalWizardSteps } from '@hoa/domain';
import { Alert, Button, Group, Paper, Stack, Stepper, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { LoadError } from '../../widgets/load-error';
import { MayCall } from '../../widgets/may-call';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { ProblemAlert } from '../../widgets/problem-alert';
import { PortalCommunitySettingsForm } from './community-settings-form';
import { PortalCompanySettingsForm } from './company-settings-form';
import {
  ownerAccessSummaryQuery,
  portalCommunitySettingsQuery,
  portalCompanySettingsQuery,
  refreshOwnerPortal,
} from './owner-portal-queries';
import { RegistrationActions } from './registration-actions';

const o = contract.ownerAccess;

/**
 * /community/:id/owner-portal-wizard — the owner portal wizard (five steps, spec 1 §2.7 and spec 3):
 * 1 the company's portal, 2 the community's bank account owners pay into, 3 payments (the autopay
 * draft day), 4 owner invitations (registration emails and letters), 5 go live. Each Next finishes
 * its step on the server (CompleteWizardStep), which takes them only in order.
 */
export function OwnerPortalWizardPage() {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const client = useQueryClient();
  const company = useQuery(portalCompanySettingsQuery);
  const settings = useQuery(portalCommunitySettingsQuery(communityAgentId));
  const summary = useQuery(ownerAccessSummaryQuery(communityAgentId));
  const [viewing, setViewing] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const finished = settings.data?.WizardStep ?? 0;
  const active = viewing ?? Math.min(finished, 4);
  const complete = useMutation({
    mutationFn: (step: number) =>
      api.call(o.CompleteWizardStep, { body: { communityAgentId, step } }),
    onSuccess: async (answer) => {
      setProblem(null);
      await refreshOwnerPortal(client);
      setViewing(Math.min(answer.WizardStep, 4));
    },
    onError: (error) => setProblem(error.message),
  });
  const error = company.error ?? settings.error;
  if (error) return <LoadError error={error} />;
  if (!company.data || !settings.data) return <PageLoader />;
  const live = finished >= 5;
  const step = active + 1;
  return (
    <>
      <PageHeader title="Owner portal wizard" subtitle={community.DisplayName} />
      <Stack gap="md" maw={900}>
        {live ? (
          <Alert color="green" variant="light" title="The owner portal is live">
            Owners of {community.DisplayName} can register and sign in.
          </Alert>
        ) : null}
        <Stepper active={live ? 5 : active} onStepClick={(i) => i <= finished && setViewing(i)}>
          {PortalWizardSteps.map((label, i) => (
            <Stepper.Step key={label} label={label} allowStepSelect={i <= finished} />
          ))}
        </Stepper>
        <ProblemAlert problem={problem} />
        {!live && active === 0 ? (
          <PortalCompanySettingsForm
            key={company.dataUpdatedAt}
            settings={company.data}
            onSaved={() => setProblem(null)}
          />
        ) : null}
        {!live && active === 1 ? (
          <PortalCommunitySettingsForm
            key={settings.dataUpdatedAt}
            settings={settings.data}
            showEnabled={false}
            onSaved={() => setProblem(null)}
          />
        ) : null}
        {!live && active === 2 ? (
          <Paper withBorder p="md">
            <Stack gap="xs">
              <Title order={4}>Payments</Title>
              <Text size="sm">
                Owners pay into the bank account chosen in step 2, by bank account or card, once or
                by autopay on the day below.
              </Text>
              <PortalCommunitySettingsForm
                key={settings.dataUpdatedAt}
                settings={settings.data}
                showEnabled={false}
                onSaved={() => setProblem(null)}
              />
            </Stack>
          </Paper>
        ) : null}
        {!live && active === 3 ? (
          <Paper withBorder p="md">
            <Stack gap="xs">
              <Title order={4}>Owner invitations</Title>
              {summary.data ? (
                <Text size="sm">
                  {summary.data.Registered} registered, {summary.data.Pending} pending,{' '}
                  {summary.data.NotInvited} not invited of {summary.data.Total} owners.
                </Text>
              ) : null}
              <Text size="sm">
                Each owner with an email address gets a one-time registration code; print letters
                for the others.
              </Text>
              <RegistrationActions communityAgentId={communityAgentId} onProblem={setProblem} />
            </Stack>
          </Paper>
        ) : null}
        {!live && active === 4 ? (
          <Paper withBorder p="md">
            <Stack gap="xs">
              <Title order={4}>Go live</Title>
              <Text size="sm">
                The owner portal turns on for {community.DisplayName}: owners can register with
                their codes and sign in.
              </Text>
            </Stack>
          </Paper>
        ) : null}
        {!live ? (
          <Group>
            {active > 0 ? (
              <Button variant="default" onClick={() => setViewing(active - 1)}>
                Back
              </Button>
            ) : null}
            <MayCall calls={o.CompleteWizardStep}>
              <Button onClick={() => complete.mutate(step)} loading={complete.isPending}>
                {step === 5 ? 'Go live' : 'Next'}
              </Button>
            </MayCall>
          </Group>
        ) : null}
      </Stack>
    </>
  );
}
