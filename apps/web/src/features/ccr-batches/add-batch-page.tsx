import { useParams } from '@tanstack/react-router';
import { useCurrentCommunity } from '../../app/community/current-community';
import { PageHeader } from '../../widgets/page-header';
import { InspectionScreen } from './inspection-screen';
import { StartInspection } from './start-inspection';

/**
 * Add batch (spec 3 §2 'Violations'): the inspection a manager walks with a phone. Without a
 * batch it starts one; with one it takes entries until the batch is reviewed.
 */
export function AddBatchPage() {
  const community = useCurrentCommunity();
  const param = useParams({ strict: false }).ccrBatchId;
  const ccrBatchId = param === undefined ? null : Number(param);
  return (
    <>
      <PageHeader title="Inspection" subtitle={community.DisplayName} />
      {ccrBatchId === null || !Number.isSafeInteger(ccrBatchId) ? (
        <StartInspection communityAgentId={community.CommunityAgentId} />
      ) : (
        <InspectionScreen
          key={ccrBatchId}
          communityAgentId={community.CommunityAgentId}
          ccrBatchId={ccrBatchId}
        />
      )}
    </>
  );
}
