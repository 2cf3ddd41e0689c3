import { contract, type AgentGraphInput, type AgentLink } from '@hoa/contract';
import {
  agentTypeLabel,
  agentTypeNoun,
  AgentTypeId,
  isOwnerLikeAgentType,
  OwnerLikeAgentTypeIds,
  ProfileMessages as M,
} from '@hoa/domain';
import { Alert, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { useGo } from '../../app/navigation';
import { SiteMap } from '../../app/site-map';
import { showSuccess } from '../../app/toasts';
import { AgentCard, type AgentCardData, profilesKey } from '../../widgets/agent-card';
import { formProblem, useContractForm } from '../../widgets/contract-form';
import { FormActions } from '../../widgets/form-modal';
import { PageHeader } from '../../widgets/page-header';
import { ProblemAlert } from '../../widgets/problem-alert';
import { AddressRows } from './address-rows';
import { ContactFields } from './contact-fields';
import { PhoneRows } from './phone-rows';
import { profileFormContract, type Placement, type ProfileFormState } from './profile-form-state';
import { profileViewRoute } from './profile-links';
import { PropertyDetailsFields } from './property-details-fields';
import { WebAddressRows } from './web-address-rows';

interface ProfileFormProps {
  initial: ProfileFormState;
  placement: Placement;
  /** The profile being edited; absent when adding one. */
  editing?: AgentLink;
  /** Where a new profile goes. */
  parent?: AgentCardData;
  /** A new primary owner who buys the parent property: its owners become previous owners. */
  resale?: boolean;
}

const ownerTypeOptions = OwnerLikeAgentTypeIds.map((id) => ({
  value: String(id),
  label: agentTypeLabel(id),
}));

/** The add and edit form of every kind of profile. */
export function ProfileForm({ initial, placement, editing, parent, resale }: ProfileFormProps) {
  const go = useGo();
  const queryClient = useQueryClient();
  const form = useContractForm({ initialValues: initial, ...profileFormContract(placement) });
  const state = form.values;
  const noun = agentTypeNoun(state.agentTypeId);
  const back = editing ?? parent;

  const save = useMutation({
    mutationFn: async (body: AgentGraphInput) => {
      if (!resale) return api.call(contract.crm.SaveAgentGraph, { body });
      const sold = await api.call(contract.crm.SaveResaleOwner, { body });
      showSuccess(M.resaleSaved(sold.PreviousOwnerIds.length));
      return sold.Owner;
    },
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: profilesKey });
      // A community's name, alias or type shows in the community selector.
      if (saved.Agent.TopsAgentTypeId === AgentTypeId.Community)
        await queryClient.invalidateQueries({ queryKey: ['communityList'] });
      await go(profileViewRoute(saved.Agent), { replace: true });
      // Shown once on the saved profile: a toast means the save is done.
      if (!resale) showSuccess(M.saved(noun));
    },
  });

  return (
    <form
      onSubmit={form.onSubmit((body) => {
        save.mutate(body);
      })}
      noValidate
      aria-label={`${agentTypeLabel(state.agentTypeId)} profile`}
    >
      <PageHeader
        title={
          editing ? `Edit ${editing.DisplayName}` : resale ? `Resale: new ${noun}` : `New ${noun}`
        }
        subtitle={agentTypeLabel(state.agentTypeId)}
        actions={
          <FormActions
            onCancel={() => void go(back ? profileViewRoute(back) : SiteMap.home)}
            saving={save.isPending}
          />
        }
      />
      <Stack gap="md">
        <ProblemAlert problem={formProblem(form.errors)} />
        {parent ? (
          <Group gap="xs" role="group" aria-label="Parent profile">
            <Text size="sm" c="dimmed">
              Under
            </Text>
            <AgentCard agent={parent} mode="info" href={profileViewRoute(parent)} />
          </Group>
        ) : null}
        {resale ? (
          <Alert color="blue" variant="light" role="status">
            {M.resaleNotice}
          </Alert>
        ) : null}
        {isOwnerLikeAgentType(state.agentTypeId) && !editing && !resale ? (
          <Paper withBorder p="md" radius="sm">
            <Select
              label="Owner type"
              w={240}
              data={ownerTypeOptions}
              value={String(state.agentTypeId)}
              allowDeselect={false}
              onChange={(value) => {
                if (value) form.setFieldValue('agentTypeId', Number(value));
              }}
            />
          </Paper>
        ) : null}
        <ContactFields form={form} />
        {state.property ? <PropertyDetailsFields form={form} property={state.property} /> : null}
        <AddressRows form={form} />
        <PhoneRows form={form} />
        <WebAddressRows form={form} />
      </Stack>
    </form>
  );
}
