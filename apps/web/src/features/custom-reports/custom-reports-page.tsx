import { contract, type CustomReport } from '@hoa/contract';
import { CustomStatementNames } from '@hoa/domain';
import { Anchor, Button, Group } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { api } from '../../app/api';
import { openConfirm } from '../../app/overlays/modals';
import { useCurrentCommunity } from '../../app/community/current-community';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showSuccess } from '../../app/toasts';
import { DataGrid, type GridColumn } from '../../widgets/data-grid/data-grid';
import { DateTimeText } from '../../widgets/date-text';
import { LoadError } from '../../widgets/load-error';
import { MayCall } from '../../widgets/may-call';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { customReportsQuery } from './custom-report-queries';
import { useMayDesign } from './designer-gate';

export const reportKind = (r: CustomReport) =>
  r.Definition.ReportType === 1
    ? 'Portfolio'
    : `${r.Definition.Statement ? CustomStatementNames[r.Definition.Statement] : ''}${
        r.Definition.ByCostCenter ? ' by cost center' : ''
      }`;

/** Reports › Custom: the company's custom financial and portfolio reports. */
export function CustomReportsPage() {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const designer = useMayDesign();
  const list = useQuery(customReportsQuery());
  const client = useQueryClient();
  const { mutate } = useMutation({
    mutationFn: (id: number) =>
      api.call(contract.customReports.DeleteCustomReport, { params: { id } }),
    onSuccess: async () => {
      showSuccess('The custom report was deleted.');
      await client.invalidateQueries({ queryKey: ['customReports'] });
    },
  });
  const columns = useMemo<GridColumn<CustomReport>[]>(
    () => [
      {
        id: 'name',
        header: 'Name',
        width: 280,
        cell: (r) => (
          <Anchor
            component={Link}
            to={buildRoute(SiteMap.customReportView, {
              communityAgentId,
              customReportId: r.CustomReportId,
            })}
          >
            {r.Name}
          </Anchor>
        ),
      },
      { id: 'kind', header: 'Report', width: 260, cell: reportKind },
      {
        id: 'updated',
        header: 'Saved',
        width: 180,
        cell: (r) => <DateTimeText value={r.UpdatedAt} />,
      },
      ...(designer
        ? [
            {
              id: 'actions',
              header: '',
              width: 200,
              cell: (r: CustomReport) => (
                <Group gap={4}>
                  <Button
                    size="compact-xs"
                    variant="default"
                    component={Link}
                    to={buildRoute(SiteMap.customReportDesign, {
                      communityAgentId,
                      customReportId: r.CustomReportId,
                    })}
                  >
                    Design
                  </Button>
                  <MayCall calls={contract.customReports.DeleteCustomReport}>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="red"
                      onClick={() =>
                        openConfirm({
                          title: 'Delete the custom report',
                          message: `${r.Name} is deleted for everyone in the company.`,
                          confirmLabel: 'Delete',
                          danger: true,
                          onConfirm: () => mutate(r.CustomReportId),
                        })
                      }
                    >
                      Delete
                    </Button>
                  </MayCall>
                </Group>
              ),
            },
          ]
        : []),
    ],
    [communityAgentId, designer, mutate],
  );
  return (
    <>
      <PageHeader
        title="Custom reports"
        subtitle={community.DisplayName}
        actions={
          designer ? (
            <Button
              component={Link}
              to={buildRoute(SiteMap.customReportDesign, {
                communityAgentId,
                customReportId: 'new',
              })}
            >
              New custom report
            </Button>
          ) : null
        }
      />
      {list.isError ? (
        <LoadError error={list.error} />
      ) : !list.data ? (
        <PageLoader />
      ) : (
        <DataGrid
          aria-label="Custom reports"
          rows={list.data}
          columns={columns}
          rowKey={(r) => r.CustomReportId}
          empty="No custom report yet."
        />
      )}
    </>
  );
}
