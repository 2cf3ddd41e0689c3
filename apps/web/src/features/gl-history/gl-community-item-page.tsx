import { Messages } from '@hoa/domain';
import { Alert } from '@mantine/core';
import { useParams } from '@tanstack/react-router';
import { useCurrentCommunity } from '../../app/community/current-community';
import { PageHeader } from '../../widgets/page-header';
import { ItemLedgerView } from './item-ledger-view';

/** /community/:communityAgentId/gl/item/:itemId: the GL community item view (spec 2 §2). */
export function GlCommunityItemPage() {
  const community = useCurrentCommunity();
  const itemId = Number(useParams({ strict: false }).itemId);
  if (!Number.isSafeInteger(itemId) || itemId <= 0) {
    return (
      <Alert color="yellow" variant="light" role="alert">
        {Messages.notFound}
      </Alert>
    );
  }
  return (
    <>
      <PageHeader title={`Ledger of item #${itemId}`} subtitle={community.DisplayName} />
      <ItemLedgerView itemId={itemId} />
    </>
  );
}
