import { Button } from '@mantine/core';
import { useGo } from '../../app/navigation';
import { SiteMap } from '../../app/site-map';
import { PageHeader } from '../../widgets/page-header';
import { VendorList } from './vendor-list';

export function VendorsPage() {
  const go = useGo();
  return (
    <>
      <PageHeader
        title="Vendors"
        subtitle="Company vendors and those of your communities"
        actions={
          <Button variant="default" onClick={() => void go(SiteMap.portfolioVendorsEditAll)}>
            Edit all
          </Button>
        }
      />
      <VendorList take={25} />
    </>
  );
}
