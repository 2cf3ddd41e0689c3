import { contract } from '@hoa/contract';
import {
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showSuccess } from '../../app/toasts';
import { downloadFile } from '../../widgets/download-file';
import { LoadError } from '../../widgets/load-error';
import { MayCall } from '../../widgets/may-call';
import { PageHeader } from '../../widgets/page-header';
import { PackageSchedulerModal } from './package-scheduler-modal';
import { packageFormats, reportPackageQuery } from './report-package-queries';

const P = contract.reportPackages;

/**
 * Report package view (spec 3 §2): the package's items in order; rendered for the current
 * community as one PDF or workbook, for all the user's communities as a zip, or scheduled.
 */
export function PackageViewPage() {
  const id = Number(useParams({ strict: false }).reportPackageId);
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const go = useGo();
  const queryClient = useQueryClient();
  const pkg = useQuery(reportPackageQuery(id));
  const [format, setFormat] = useState('0');
  const [scheduling, setScheduling] = useState(false);
  const render = useMutation({
    mutationFn: (all: boolean) =>
      all
        ? downloadFile(P.RenderAllPackages.path, 'package.zip', 'The package was not rendered.', {
            body: { ReportPackageId: id, Format: Number(format) },
          })
        : downloadFile(P.RenderPackage.path, 'package', 'The package was not rendered.', {
            body: {
              ReportPackageId: id,
              Format: Number(format),
              CommunityAgentId: communityAgentId,
            },
          }),
  });
  const remove = useMutation({
    mutationFn: () => api.call(P.DeleteReportPackage, { params: { id } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['report-packages'] });
      showSuccess('Report package deleted.');
      await go(buildRoute(SiteMap.reportPackages, { communityAgentId }));
    },
  });
  if (pkg.error) return <LoadError error={pkg.error} />;
  if (!pkg.data) return <Loader size="sm" />;
  const data = pkg.data;
  return (
    <>
      <PageHeader
        title={data.DisplayName}
        subtitle={`Report package · ${community.DisplayName}`}
        actions={
          <>
            <MayCall calls={P.SaveReportPackage}>
              <Button
                variant="default"
                onClick={() =>
                  void go(
                    buildRoute(SiteMap.reportPackageBuilder, {
                      communityAgentId,
                      reportPackageId: id,
                    }),
                  )
                }
              >
                Edit in builder
              </Button>
            </MayCall>
            <MayCall calls={P.DeleteReportPackage}>
              <Button
                variant="subtle"
                color="red"
                loading={remove.isPending}
                onClick={() => {
                  modals.openConfirmModal({
                    title: 'Delete report package',
                    children: `Delete “${data.DisplayName}” and its schedules?`,
                    labels: { confirm: 'Delete', cancel: 'Cancel' },
                    confirmProps: { color: 'red' },
                    onConfirm: () => {
                      remove.mutate();
                    },
                  });
                }}
              >
                Delete
              </Button>
            </MayCall>
          </>
        }
      />
      <Stack gap="md" maw={860}>
        <Paper withBorder p="sm">
          <Group justify="space-between" wrap="wrap">
            <Group gap="sm">
              <SegmentedControl
                aria-label="Format"
                data={packageFormats.map((f) => ({
                  ...f,
                  // A workbook has a sheet per report: none for a package of PDFs only.
                  disabled: f.value === '2' && data.Items.every((i) => i.Type === 'Pdf'),
                }))}
                value={format}
                onChange={setFormat}
              />
              <Button
                loading={render.isPending && render.variables === false}
                onClick={() => {
                  render.mutate(false);
                }}
              >
                Render for {community.DisplayName}
              </Button>
              <Button
                variant="light"
                loading={render.isPending && render.variables}
                onClick={() => {
                  render.mutate(true);
                }}
              >
                Render for all communities
              </Button>
            </Group>
            <MayCall calls={P.ScheduleReportPackage}>
              <Button
                variant="default"
                onClick={() => {
                  setScheduling(true);
                }}
              >
                Schedule
              </Button>
            </MayCall>
          </Group>
          <Text size="xs" c="dimmed" mt="xs">
            PDF: one file with a bookmark per item and pages numbered across it. Excel: one workbook
            with a sheet per report. All communities: a zip of one file per community.
          </Text>
        </Paper>
        <Paper withBorder p="sm">
          <Table aria-label="Package contents" verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40}>#</Table.Th>
                <Table.Th>Bookmark</Table.Th>
                <Table.Th>Item</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.CoverImage ? (
                <Table.Tr>
                  <Table.Td />
                  <Table.Td>Cover page</Table.Td>
                  <Table.Td>
                    <Badge variant="light">Image</Badge> {data.CoverImage.FileName}
                  </Table.Td>
                </Table.Tr>
              ) : null}
              {data.Items.map((item) => (
                <Table.Tr key={item.Sequence}>
                  <Table.Td>{item.Sequence}</Table.Td>
                  <Table.Td>{item.DisplayName}</Table.Td>
                  <Table.Td>
                    {item.Type === 'Report' ? (
                      item.ReportDisplayName
                    ) : (
                      <>
                        <Badge variant="light" color="grape">
                          PDF
                        </Badge>{' '}
                        {item.FileName}{' '}
                        <Badge variant="outline" color="gray" size="sm">
                          {item.IncludeInHomeownerEdition
                            ? 'In homeowner edition'
                            : 'Board edition only'}
                        </Badge>
                      </>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      </Stack>
      <PackageSchedulerModal
        opened={scheduling}
        onClose={() => {
          setScheduling(false);
        }}
        reportPackageId={id}
        displayName={data.DisplayName}
        communityAgentId={communityAgentId}
      />
    </>
  );
}
