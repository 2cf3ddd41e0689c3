import { useParams } from '@tanstack/react-router';
import { useCurrentCommunity } from '../../app/community/current-community';
import { BatchReview } from './batch-review';

/** /community/:communityAgentId/message-batches/review/:messageBatchItemId */
export function BatchReviewPage() {
  const community = useCurrentCommunity();
  const messageBatchItemId = Number(useParams({ strict: false }).messageBatchItemId);
  return (
    <BatchReview
      communityAgentId={community.CommunityAgentId}
      messageBatchItemId={messageBatchItemId}
      subtitle={community.DisplayName}
    />
  );
}

/** /letters/detail/:cmtyid/:itemid (spec 3 §2): a letter batch's review, as a search hit opens it. */
export function LetterDetailPage() {
  const { cmtyid, itemid } = useParams({ strict: false });
  return <BatchReview communityAgentId={Number(cmtyid)} messageBatchItemId={Number(itemid)} />;
}
