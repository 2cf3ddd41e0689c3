import { contract, type AgentGraph } from '@hoa/contract';
import { AgentTypeId, DeliveryPreferenceId, DeliveryPreferences, isValidEmail } from '@hoa/domain';
import { Group, Paper, SegmentedControl, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { useMayCall } from '../../app/auth/claim-access';
import { showSuccess } from '../../app/toasts';
import { profilesKey } from '../../widgets/agent-card';
import { MayCall } from '../../widgets/may-call';

const ownerTypes: readonly number[] = [AgentTypeId.PrimaryOwner, AgentTypeId.Owner];

/** Owners (primary and co-owners) have a delivery preference; other profiles do not. */
export function hasDeliveryPreference(agentTypeId: number): boolean {
  return ownerTypes.includes(agentTypeId);
}

const preferenceName = (id: number) =>
  DeliveryPreferences.find((p) => p.DeliveryPreferenceId === id)?.DeliveryPreferenceName ?? '';

/**
 * How the owner likes letters sent, Print or Email (a message batch with Smart delivery follows
 * it), changed here by a user who may update owners (Communications/SaveDeliveryPreference); an
 * owner preferring email without a valid primary email is told they get printed letters.
 */
export function ProfileDeliveryPreference({ graph }: { graph: AgentGraph }) {
  const queryClient = useQueryClient();
  const agent = graph.Agent;
  const mayUpdate =
    useMayCall(contract.communicationFeed.SaveDeliveryPreference) && !agent.IsDeleted;
  const save = useMutation({
    mutationFn: (deliveryPreferenceId: number) =>
      api.call(contract.communicationFeed.SaveDeliveryPreference, {
        body: { ownerAgentIds: [agent.TopsAgentId], deliveryPreferenceId },
      }),
    onSuccess: async (_result, id) => {
      showSuccess(`Delivery preference set to ${preferenceName(id)}.`);
      await queryClient.invalidateQueries({ queryKey: profilesKey });
    },
  });
  const preference = save.isPending ? save.variables : agent.DeliveryPreferenceId;
  const email = graph.Contact.PrimaryEmailAddress?.trim() ?? '';
  const noEmail = preference === DeliveryPreferenceId.Email && !isValidEmail(email);
  return (
    <Paper withBorder p="sm" radius="sm" component="section" aria-label="Delivery preference">
      <Group gap="md" align="center">
        <Text size="sm" fw={500} id="delivery-preference-label">
          Delivery preference
        </Text>
        {mayUpdate ? (
          <MayCall calls={contract.communicationFeed.SaveDeliveryPreference}>
            <SegmentedControl
              size="xs"
              aria-labelledby="delivery-preference-label"
              data={DeliveryPreferences.map((p) => ({
                value: String(p.DeliveryPreferenceId),
                label: p.DeliveryPreferenceName,
              }))}
              value={String(preference)}
              disabled={save.isPending}
              onChange={(value) => {
                if (Number(value) !== agent.DeliveryPreferenceId) save.mutate(Number(value));
              }}
            />
          </MayCall>
        ) : (
          <Text size="sm" data-testid="delivery-preference">
            {preferenceName(preference)}
          </Text>
        )}
        {noEmail ? (
          <Text size="sm" c="orange.8" role="status">
            {email === ''
              ? 'No primary email: letters sent with Smart delivery go by print.'
              : `${email} is not a valid email: letters sent with Smart delivery go by print.`}
          </Text>
        ) : null}
      </Group>
    </Paper>
  );
}
