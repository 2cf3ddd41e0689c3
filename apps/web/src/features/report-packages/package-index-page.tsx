import { contract } from '@hoa/contract';
import { Badge, Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import {
  countColumn,
  DataGrid,
  dateColumn,
  textColumn,
  type GridColumn,
} from '../../widgets/data-grid/data-grid';
import { LoadError } from '../../widgets/load-error';
import { MayCall } from '../../widgets/may-call';
import { PageHeader } from '../../widgets/page-header';
import { reportPackagesQuery } from './report-package-queries';

type PackageRow = z.infer<typeof contract.reportPackages.GetReportPackages.response>[number];

const columns: GridColumn<PackageRow>[] = [
  textColumn('name', 'Package', 320, (p) => p.DisplayName),
  countColumn('reports', 'Reports', (p) => p.ReportCount),
  countColumn('pdfs', 'PDFs', (p) => p.PdfCount),
  {
    id: 'cover',
    header: 'Cover page',
    width: 110,
    sortValue: (p) => (p.HasCoverImage ? 1 : 0),
    cell: (p) =>
      p.HasCoverImage ? (
        <Badge variant="light" color="green">
          Yes
        </Badge>
      ) : (
        '—'
      ),
  },
  dateColumn('created', 'Created', (p) => p.CreatedOn.slice(0, 10)),
];
const packageKey = (p: PackageRow) => p.ReportPackageId;

/**
 * Report packages (spec 3 §2 'Reports', the Packages menu): the company's packages; each renders
 * for the community chosen, opened from its row.
 */
export function PackageIndexPage() {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const go = useGo();
  const packages = useQuery(reportPackagesQuery());
  return (
    <>
      <PageHeader
        title="Report packages"
        subtitle={community.DisplayName}
        actions={
          <MayCall calls={contract.reportPackages.SaveReportPackage}>
            <Button
              onClick={() => void go(buildRoute(SiteMap.reportPackageAdd, { communityAgentId }))}
            >
              Add package
            </Button>
          </MayCall>
        }
      />
      {packages.error ? <LoadError error={packages.error} /> : null}
      <DataGrid
        aria-label="Report packages"
        rows={packages.data ?? []}
        columns={columns}
        rowKey={packageKey}
        empty={packages.isPending ? 'Loading…' : 'No report package yet.'}
        onRowClick={(p) =>
          void go(
            buildRoute(SiteMap.reportPackageView, {
              communityAgentId,
              reportPackageId: p.ReportPackageId,
            }),
          )
        }
      />
    </>
  );
}
