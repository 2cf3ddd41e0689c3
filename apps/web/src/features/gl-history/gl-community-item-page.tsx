import { Messages } from '@hoa/domain';
import { Alert } from '@mantine/core';
import { useParams } from '@tanstack/react-router';
import { useCurrentCommunity } from '../../app/community/current-community';
import { PageHeader } from '../../widgets/page-header';
import { ItemLedgerView } from './item-ledger-view';
import { useRememberItem } from './remember-item';

/** /community/:communityAgentId/gl/item/:itemId: the GL community item view (spec 2 §2). */
export function GlCommunityItemPage() {
  const community = useCurrentCommunity();
  const itemId = Number(useParams({ strict: false }).itemId);
  const valid = Number.isSafeInteger(itemId) && itemId > 0;
  useRememberItem(valid ? itemId : null);
  if (!valid) {
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
