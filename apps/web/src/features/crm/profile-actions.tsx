import { contract, type AgentHeader } from '@hoa/contract';
import {
  agentTypeNoun,
  AgentTypeId,
  canHoldDelinquencyNotice,
  claimForAgentType,
  hasAccess,
  ProfileMessages as M,
  type AccessLevel,
} from '@hoa/domain';
import { Button, Switch } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { agentTypeCall } from '../../app/auth/claim-access';
import { useSession } from '../../app/auth/session';
import { useCommunityListPatch } from '../../app/community/community-list-patch';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { openConfirm } from '../../app/overlays/modals';
import { showSuccess } from '../../app/toasts';
import { profilesKey } from '../../widgets/agent-card';
import { MayCall } from '../../widgets/may-call';
import { profileAddRoute, profileEditRoute } from './profile-links';
import { ProfilePictureButton } from './profile-picture';

/** Whether the signed-in user holds the agent type's claim at the level (kinds without one: yes). */
export function useAgentTypeAccess(agentTypeId: number): (level: AccessLevel) => boolean {
  const claims = useSession().data?.Claims ?? [];
  const claim = claimForAgentType(agentTypeId);
  return (level) => !claim || hasAccess(claims, claim, level);
}

/**
 * Edit, delete or re-enable, (de)activate a community, hold delinquency notices, and a property's
 * resale (its buyer added as primary owner).
 */
export function ProfileActions({ header }: { header: AgentHeader }) {
  const go = useGo();
  const queryClient = useQueryClient();
  const can = useAgentTypeAccess(header.TopsAgentTypeId);
  const canOwners = useAgentTypeAccess(AgentTypeId.PrimaryOwner);
  const patchCommunityList = useCommunityListPatch();
  const agentId = header.TopsAgentId;
  const noun = agentTypeNoun(header.TopsAgentTypeId);
  const isCommunity = header.TopsAgentTypeId === AgentTypeId.Community;
  const refresh = () => queryClient.invalidateQueries({ queryKey: profilesKey });

  const remove = useMutation({
    mutationFn: () => api.call(contract.crm.DeleteAgent, { query: { agentId } }),
    onSuccess: async () => {
      showSuccess(M.deleted(noun));
      await refresh();
    },
  });
  const restore = useMutation({
    mutationFn: () => api.call(contract.crm.RestoreAgent, { query: { agentId } }),
    onSuccess: async () => {
      showSuccess(M.restored(noun));
      await refresh();
    },
  });
  const setActive = useMutation({
    mutationFn: (active: boolean) =>
      api.call(active ? contract.crm.ActivateCommunity : contract.crm.DeactivateCommunity, {
        params: { id: agentId },
      }),
    onSuccess: async (row) => {
      patchCommunityList(row);
      showSuccess(row.IsActive ? M.activated : M.deactivated);
      await refresh();
    },
  });
  const hold = useMutation({
    mutationFn: (value: boolean) =>
      api.call(contract.crm.SetAgentProfileHoldDelinquencyNotice, {
        query: { agentId, hold: value ? 'true' : 'false' },
      }),
    onSuccess: async (_result, value) => {
      showSuccess(value ? M.holdDelinquencyNoticeSet : M.holdDelinquencyNoticeCleared);
      await refresh();
    },
  });

  if (header.IsDeleted) {
    return can('delete') ? (
      <Button
        color="teal"
        loading={restore.isPending}
        onClick={() => {
          openConfirm({
            title: `Re-enable ${noun}`,
            message: M.restoreConfirm(noun),
            confirmLabel: 'Re-enable',
            onConfirm: () => restore.mutate(),
          });
        }}
      >
        Re-enable
      </Button>
    ) : null;
  }

  return (
    <>
      {canHoldDelinquencyNotice(header.TopsAgentTypeId) && can('update') ? (
        <Switch
          label="Hold delinquency notices"
          checked={header.IsHoldDelinquencyNotice}
          disabled={hold.isPending}
          onChange={(event) => {
            hold.mutate(event.currentTarget.checked);
          }}
        />
      ) : null}
      {isCommunity && can('update') ? (
        <Button
          variant="default"
          loading={setActive.isPending}
          onClick={() => {
            const activate = !header.IsActive;
            openConfirm({
              title: activate ? 'Activate community' : 'Deactivate community',
              message: activate ? M.activateConfirm : M.deactivateConfirm,
              confirmLabel: activate ? 'Activate' : 'Deactivate',
              danger: !activate,
              onConfirm: () => setActive.mutate(activate),
            });
          }}
        >
          {header.IsActive ? 'Deactivate' : 'Activate'}
        </Button>
      ) : null}
      {!isCommunity && can('delete') ? (
        <Button
          color="red"
          variant="light"
          loading={remove.isPending}
          onClick={() => {
            openConfirm({
              title: `Delete ${noun}`,
              message: M.deleteConfirm(noun),
              confirmLabel: 'Delete',
              danger: true,
              onConfirm: () => remove.mutate(),
            });
          }}
        >
          Delete
        </Button>
      ) : null}
      {header.TopsAgentTypeId === AgentTypeId.Property &&
      canOwners('create') &&
      canOwners('update') ? (
        <Button
          variant="default"
          onClick={() =>
            void go(`${profileAddRoute(AgentTypeId.PrimaryOwner, agentId)}?resale=true`)
          }
        >
          Resale
        </Button>
      ) : null}
      {header.TopsAgentTypeId === AgentTypeId.Property && canOwners('read') ? (
        <Button
          variant="default"
          onClick={() => void go(buildRoute(SiteMap.groupOwnership, { agentId }))}
        >
          Group ownership
        </Button>
      ) : null}
      {can('update') ? <ProfilePictureButton agentId={agentId} /> : null}
      {can('update') ? (
        <MayCall
          calls={agentTypeCall(contract.crm.SaveAgentGraph, header.TopsAgentTypeId, 'update')}
        >
          <Button onClick={() => void go(profileEditRoute(header))}>Edit</Button>
        </MayCall>
      ) : null}
    </>
  );
}
