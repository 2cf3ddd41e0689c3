import { Messages } from '@hoa/domain';
import { Alert, Button, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { buildRoute, SiteMap } from '../../app/site-map';
import { PageHeader } from '../../widgets/page-header';
import { communityItemQuery } from './gl-history-queries';
import { ItemLedgerView } from './item-ledger-view';
import { useRememberItem } from './remember-item';
import {
  ApplyChargesProfile,
  ApplyChargesRunTypes,
  CollectionProfile,
  CollectionRunType,
} from './run-profile';

const positiveId = (value: string | undefined): number | null => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/**
 * /transaction/:agentId/:itemId: the transaction profile (spec 1 §2.5), where a search hit or a
 * link opens a transaction whose type has no screen of its own: the item, its ledger lines, and
 * its party (the agent the route names: the owner or vendor, else the community). A receivable
 * run shows its profile as that agent sees it: apply charges, late fee, interest and prepaids runs
 * (40-43) from GetApplyChargesProfile, collection runs (53) from GetCollectionProfile.
 */
export function TransactionProfilePage() {
  const params = useParams({ strict: false });
  const itemId = positiveId(params.itemId);
  const agentId = positiveId(params.agentId);
  useRememberItem(itemId);
  if (itemId === null || agentId === null) {
    return (
      <Alert color="yellow" variant="light" role="alert">
        {Messages.notFound}
      </Alert>
    );
  }
  return (
    <>
      <PageHeader
        title={`Transaction #${String(itemId)}`}
        actions={
          <Button
            component="a"
            variant="default"
            href={`#${buildRoute(SiteMap.profileView, { agentId })}`}
          >
            Open party profile
          </Button>
        }
      />
      <Stack gap="md">
        <RunProfile agentId={agentId} itemId={itemId} />
        <ItemLedgerView itemId={itemId} />
      </Stack>
    </>
  );
}

/** The run profile of a receivable run, by the item's type (the ledger view's item, shared). */
function RunProfile({ agentId, itemId }: { agentId: number; itemId: number }) {
  const item = useQuery(communityItemQuery(itemId));
  const type = item.data?.TopsTxnTypeId;
  if (type === undefined) return null;
  if (ApplyChargesRunTypes.includes(type)) {
    return <ApplyChargesProfile agentId={agentId} itemId={itemId} />;
  }
  if (type === CollectionRunType) return <CollectionProfile agentId={agentId} itemId={itemId} />;
  return null;
}
