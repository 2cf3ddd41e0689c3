import { contract } from '@hoa/contract';
import { DeliveryPreferences } from '@hoa/domain';
import { Button, Menu } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { openConfirm } from '../../app/overlays/modals';
import { showSuccess } from '../../app/toasts';
import { profilesKey } from '../../widgets/agent-card';

const owners = (count: number) =>
  count === 1 ? '1 owner' : `${count.toLocaleString('en-US')} owners`;

/**
 * 'Set delivery preference' for the owners picked in a list: Print or Email for all of them at
 * once (Communications/SaveDeliveryPreference), after a confirmation naming how many.
 */
export function DeliveryPreferenceAction(props: {
  ownerAgentIds: readonly number[];
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (deliveryPreferenceId: number) =>
      api.call(contract.communicationFeed.SaveDeliveryPreference, {
        body: { ownerAgentIds: [...props.ownerAgentIds], deliveryPreferenceId },
      }),
    onSuccess: async (result, id) => {
      const name = DeliveryPreferences.find(
        (p) => p.DeliveryPreferenceId === id,
      )?.DeliveryPreferenceName;
      showSuccess(`Delivery preference set to ${name ?? ''} for ${owners(result.Updated)}.`);
      props.onDone();
      // Open owner profiles show the new preference.
      await queryClient.invalidateQueries({ queryKey: profilesKey });
    },
  });
  const count = props.ownerAgentIds.length;
  return (
    <Menu position="bottom-start">
      <Menu.Target>
        <Button size="xs" variant="default" disabled={count === 0} loading={save.isPending}>
          Set delivery preference
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>For {owners(count)}</Menu.Label>
        {DeliveryPreferences.map((p) => (
          <Menu.Item
            key={p.DeliveryPreferenceId}
            onClick={() => {
              openConfirm({
                title: 'Set delivery preference',
                message: `Set the delivery preference of ${owners(count)} to ${p.DeliveryPreferenceName}?`,
                confirmLabel: `Set to ${p.DeliveryPreferenceName}`,
                onConfirm: () => save.mutate(p.DeliveryPreferenceId),
              });
            }}
          >
            {p.DeliveryPreferenceName}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
