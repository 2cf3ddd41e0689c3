import { contract } from '@hoa/contract';
import { Button } from '@mantine/core';
import { useGo } from '../../app/navigation';
import { SiteMap } from '../../app/site-map';
import { PageHeader } from '../../widgets/page-header';
import { VendorList } from './vendor-list';
import { MayCall } from '../../widgets/may-call';

export function VendorsPage() {
  const go = useGo();
  return (
    <>
      <PageHeader
        title="Vendors"
        subtitle="Company vendors and those of your communities"
        actions={
          <MayCall calls={contract.portfolio.SaveVendors}>
            <Button variant="default" onClick={() => void go(SiteMap.portfolioVendorsEditAll)}>
              Edit all
            </Button>
          </MayCall>
        }
      />
      <VendorList take={25} />
    </>
  );
}
