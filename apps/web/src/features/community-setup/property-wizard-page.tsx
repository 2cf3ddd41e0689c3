import { contract, type Wizard } from '@hoa/contract';
import { AgentTypeId, CommunitySetupMessages, PropertyWizardStep as S } from '@hoa/domain';
import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showSuccess } from '../../app/toasts';
import { Fact } from '../../widgets/fact';
import { LoadError } from '../../widgets/load-error';
import { PageLoader } from '../../widgets/page-loader';
import { ImportButton } from '../imports';
import { CompleteStep } from './complete-step';
import { ExportSetupButton } from './export-setup-button';
import { SetupFactsTable } from './setup-facts-table';
import { useSetupRefresh, wizardQuery } from './setup-queries';
import type { StepProps } from './step-props';
import { WizardFrame, WizardNav } from './wizard-frame';

/** The properties and owners wizard (spec 1 §2.7): 3 steps; it returns to the express setup. */
export function PropertyWizardPage() {
  const community = useCurrentCommunity();
  const wizard = useQuery(wizardQuery(community.CommunityAgentId, 'property'));
  if (!wizard.data) return wizard.isError ? <LoadError error={wizard.error} /> : <PageLoader />;
  return (
    <PropertyWizard
      key={community.CommunityAgentId}
      wizard={wizard.data}
      name={community.DisplayName}
    />
  );
}

function PropertyWizard({ wizard, name }: { wizard: Wizard; name: string }) {
  const [step, setStep] = useState(wizard.StartStep);
  const refresh = useSetupRefresh();
  const { copySetup } = useParams({ strict: false });
  const communityAgentId = wizard.CommunityAgentId;
  const props: StepProps = {
    wizard,
    communityAgentId,
    refresh,
    onBack: () => {
      setStep(step - 1);
    },
    onNext: () => {
      setStep(step + 1);
    },
  };
  return (
    <WizardFrame title="Properties and owners wizard" subtitle={name} wizard={wizard} step={step}>
      {step === S.PropertiesAndOwners ? <PropertiesStep {...props} onBack={undefined} /> : null}
      {step === S.Review ? (
        <PropertyReviewStep {...props} copySetup={copySetup === 'true'} />
      ) : null}
      {step === S.Complete ? (
        <CompleteStep
          wizard={wizard}
          returnLabel="Return to express setup"
          returnTo={buildRoute(SiteMap.expressSetup, { communityAgentId })}
        />
      ) : null}
    </WizardFrame>
  );
}

function PropertiesStep({ wizard, communityAgentId, onNext, refresh }: StepProps) {
  const go = useGo();
  const { CountProperties, CountOwners } = wizard.Facts;
  const ready = CountProperties > 0 && CountOwners > 0;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={2} maw={420}>
        <Fact label="Properties">{CountProperties}</Fact>
        <Fact label="Owners">{CountOwners}</Fact>
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        Import the properties with their primary owners, or add them one by one.
      </Text>
      <Group gap="xs">
        <ImportButton
          kind="PropertyOwners"
          communityAgentId={communityAgentId}
          size="sm"
          onImported={() => {
            void refresh();
          }}
        />
        <Button
          variant="default"
          onClick={() => {
            void go(
              `${buildRoute(SiteMap.profileNew, { agentTypeId: AgentTypeId.Property })}?community=${communityAgentId}&parent=${communityAgentId}`,
            );
          }}
        >
          Add property
        </Button>
      </Group>
      <WizardNav
        onNext={onNext}
        nextDisabled={!ready}
        hint={ready ? undefined : CommunitySetupMessages.noPropertiesOrOwners}
      />
    </Stack>
  );
}

function PropertyReviewStep({
  wizard,
  communityAgentId,
  onBack,
  onNext,
  refresh,
  copySetup,
}: StepProps & { copySetup: boolean }) {
  const f = wizard.Facts;
  const confirm = useMutation({
    mutationFn: () =>
      api.call(contract.communitySetup.ConfirmSetup, {
        body: { communityAgentId, wizardName: 'property', copySetup },
      }),
    onSuccess: async (flags) => {
      showSuccess(
        flags.IsSetupComplete
          ? CommunitySetupMessages.setupComplete
          : CommunitySetupMessages.propertyComplete,
      );
      await refresh();
      onNext();
    },
  });
  return (
    <>
      <Group justify="space-between" mb="sm">
        <Text size="sm">Check the properties and owners, then complete the setup.</Text>
        <ExportSetupButton communityAgentId={communityAgentId} wizardName="property" />
      </Group>
      <SetupFactsTable
        label="Properties and owners review"
        rows={[
          { label: 'Properties', value: String(f.CountProperties), ok: f.CountProperties > 0 },
          { label: 'Owners', value: String(f.CountOwners), ok: f.CountOwners > 0 },
        ]}
      />
      <WizardNav
        onBack={onBack}
        onNext={() => {
          confirm.mutate();
        }}
        nextLabel="Complete setup"
        loading={confirm.isPending}
      />
    </>
  );
}
