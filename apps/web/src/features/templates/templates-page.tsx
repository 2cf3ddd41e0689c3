import { contract, type Template } from '@hoa/contract';
import { TemplateMessages, TemplateTypeId } from '@hoa/domain';
import { Alert, Badge, Button, Group, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { readLastCommunityId } from '../../app/community/community-cookies';
import { useOptionalCommunity } from '../../app/community/current-community';
import { DataGrid, type GridColumn } from '../../widgets/data-grid/data-grid';
import { DateTimeText } from '../../widgets/date-text';
import { GridPager } from '../../widgets/grid-pager';
import { MayCall } from '../../widgets/may-call';
import { PageHeader } from '../../widgets/page-header';
import { LetterFormatSelect } from './letter-format-select';
import { MergeCodesPanel } from './merge-codes-panel';
import { TemplateActions, type TemplateDialog } from './template-actions';
import { TemplateFilterBar } from './template-filters';
import { optionsSummary } from './template-format';
import { TemplateOptionsModal } from './template-options-modal';
import { TemplatePreviewModal } from './template-preview-modal';
import {
  allTemplatesQuery,
  downloadMergeCodes,
  templatesPageSize,
  type TemplateFilters,
} from './template-queries';
import { TemplateUploadModal } from './template-upload-modal';

const firstFilters: TemplateFilters = { typeId: null, source: null, name: '', page: 1 };
const templateKey = (t: Template) => t.TopsTemplateId;

/**
 * Templates (issue 19; spec 3 §5 'Templates'): the company's Word templates and the system ones,
 * filtered by type, source and name. Under a community (/community/:id/templates) the list says
 * which the community uses and its default of each type, and a template can be linked or made
 * the default; /templates is the company's library. A row opens its actions under it.
 */
export function TemplatesPage() {
  const community = useOptionalCommunity();
  const communityAgentId = community?.CommunityAgentId;
  const [filters, setFilters] = useState<TemplateFilters>(firstFilters);
  const [name] = useDebouncedValue(filters.name, 250);
  const templates = useQuery(allTemplatesQuery(communityAgentId, { ...filters, name }));
  const [openRow, setOpenRow] = useState<number | null>(null);
  const [dialog, setDialog] = useState<{
    kind: TemplateDialog | 'upload';
    template: Template | null;
  } | null>(null);
  const close = () => setDialog(null);
  const onOpen = useCallback(
    (kind: TemplateDialog, template: Template) => setDialog({ kind, template }),
    [],
  );
  const columns = useMemo(
    () => templateColumns(communityAgentId !== undefined),
    [communityAgentId],
  );
  const rows = templates.data?.Templates ?? [];
  const total = templates.data?.TotalCount;
  const pages = Math.max(1, Math.ceil((total ?? 0) / templatesPageSize));
  const previewCommunity = communityAgentId ?? readLastCommunityId();
  const typeId = filters.typeId ?? TemplateTypeId.Letter;
  const workbook = useMutation({ mutationFn: () => downloadMergeCodes(filters.typeId) });
  return (
    <>
      <PageHeader
        title="Templates"
        subtitle={community ? community.DisplayName : 'Company library'}
        actions={
          <>
            <LetterFormatSelect />
            <MayCall calls={contract.templates.GetMergeCodes}>
              <Button
                variant="default"
                loading={workbook.isPending}
                title="The merge codes of the type filtered (every type without one) as a workbook"
                onClick={() => workbook.mutate()}
              >
                Merge codes
              </Button>
            </MayCall>
            <MayCall calls={contract.templates.UpdateAndReplaceTemplate}>
              <Button onClick={() => setDialog({ kind: 'upload', template: null })}>
                Upload template
              </Button>
            </MayCall>
          </>
        }
      />
      {templates.isError ? (
        <Alert color="red" variant="light" role="alert" mb="sm">
          {TemplateMessages.loadFailed}
        </Alert>
      ) : null}
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <div style={{ flex: 1, minWidth: 0 }}>
          <DataGrid
            aria-label="Templates"
            rows={rows}
            columns={columns}
            rowKey={templateKey}
            rowHeight={32}
            rowTestId={(t) => `template-${String(t.TopsTemplateId)}`}
            onRowClick={(t) =>
              setOpenRow((open) => (open === t.TopsTemplateId ? null : t.TopsTemplateId))
            }
            rowDetail={(t) =>
              openRow === t.TopsTemplateId ? (
                <TemplateActions template={t} communityAgentId={communityAgentId} onOpen={onOpen} />
              ) : null
            }
            bar={
              <TemplateFilterBar
                filters={filters}
                onChange={setFilters}
                total={templates.isPlaceholderData ? undefined : total}
              />
            }
            footer={
              <GridPager
                pages={pages}
                page={filters.page}
                size="sm"
                onChange={(page) => setFilters((f) => ({ ...f, page }))}
              />
            }
            empty={templates.isPending ? 'Loading templates…' : 'No template matches.'}
          />
        </div>
        <MergeCodesPanel typeId={typeId} />
      </Group>
      <TemplateUploadModal
        opened={dialog?.kind === 'upload' || dialog?.kind === 'replace'}
        replacing={dialog?.kind === 'replace' ? dialog.template : null}
        typeId={filters.typeId}
        onClose={close}
      />
      <TemplateOptionsModal
        template={dialog?.kind === 'options' ? dialog.template : null}
        onClose={close}
      />
      <TemplatePreviewModal
        template={dialog?.kind === 'preview' ? dialog.template : null}
        communityAgentId={previewCommunity}
        onClose={close}
      />
    </>
  );
}

function templateColumns(withCommunity: boolean): GridColumn<Template>[] {
  const columns: GridColumn<Template>[] = [
    {
      id: 'name',
      header: 'Name',
      width: 220,
      sortValue: (t) => t.Name,
      cell: (t) => (
        <Text size="sm" fw={500} truncate title={t.FileName ?? t.Name}>
          {t.Name}
        </Text>
      ),
    },
    {
      id: 'type',
      header: 'Type',
      width: 90,
      sortValue: (t) => t.TemplateTypeName,
      cell: (t) => t.TemplateTypeName,
    },
    {
      id: 'source',
      header: 'Source',
      width: 80,
      sortValue: (t) => (t.IsSystem ? 0 : 1),
      cell: (t) =>
        t.IsSystem ? (
          <Badge size="xs" variant="light" color="gray" tt="none">
            System
          </Badge>
        ) : (
          <Badge size="xs" variant="light" tt="none">
            Company
          </Badge>
        ),
    },
    {
      id: 'codes',
      header: <span title="Merge codes">Codes</span>,
      width: 64,
      align: 'right',
      sortValue: (t) => t.MergeCodes.length,
      cell: (t) => <span title={t.MergeCodes.join(', ')}>{t.MergeCodes.length}</span>,
    },
    {
      id: 'options',
      header: 'Options',
      width: 190,
      cell: (t) => (
        <Text size="xs" truncate>
          {optionsSummary(t)}
        </Text>
      ),
    },
  ];
  if (withCommunity)
    columns.push({
      id: 'community',
      header: 'Community',
      width: 100,
      sortValue: (t) => (t.IsDefault ? 0 : t.IsLinked ? 1 : 2),
      cell: (t) =>
        t.IsDefault ? (
          <Badge size="xs" color="green" variant="light" tt="none">
            Default
          </Badge>
        ) : t.IsLinked ? (
          <Badge size="xs" variant="light" tt="none">
            Linked
          </Badge>
        ) : t.IsSystem ? (
          <Text size="xs" c="dimmed">
            Available
          </Text>
        ) : (
          <Text size="xs" c="dimmed">
            Not linked
          </Text>
        ),
    });
  columns.push({
    id: 'updated',
    header: 'Updated',
    width: 150,
    sortValue: (t) => t.UpdatedAt,
    cell: (t) => <DateTimeText value={t.UpdatedAt} />,
  });
  return columns;
}
