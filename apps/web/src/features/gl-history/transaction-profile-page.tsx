import { Messages } from '@hoa/domain';
import { Alert, Button } from '@mantine/core';
import { useParams } from '@tanstack/react-router';
import { buildRoute, SiteMap } from '../../app/site-map';
import { PageHeader } from '../../widgets/page-header';
import { ItemLedgerView } from './item-ledger-view';

const positiveId = (value: string | undefined): number | null => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/**
 * /transaction/:agentId/:itemId: the transaction profile (spec 1 §2.5), where a search hit or a
 * link opens a transaction whose type has no screen of its own: the item, its ledger lines, and
 * its party (the agent the route names: the owner or vendor, else the community).
 */
export function TransactionProfilePage() {
  const params = useParams({ strict: false });
  const itemId = positiveId(params.itemId);
  const agentId = positiveId(params.agentId);
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
      <ItemLedgerView itemId={itemId} />
    </>
  );
}
