import { TxnTypeId } from '@hoa/domain';
import { buildRoute, SiteMap } from '../../app/site-map';

/** The view route of a note (64) or task (65); other items have no screen here yet. */
export function noteViewRoute(item: {
  CommunityAgentId: number;
  TopsItemId: number;
  TxnType: number;
}): string | null {
  const values = { communityAgentId: item.CommunityAgentId };
  if (item.TxnType === TxnTypeId.Task) {
    return buildRoute(SiteMap.taskView, { ...values, taskItemId: item.TopsItemId });
  }
  if (item.TxnType === TxnTypeId.Comment) {
    return buildRoute(SiteMap.noteView, { ...values, noteItemId: item.TopsItemId });
  }
  return null;
}

export function agentProfileRoute(agentId: number): string {
  return buildRoute(SiteMap.profileView, { agentId });
}
