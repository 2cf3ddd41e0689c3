import { contract, type ReportPackageJson } from '@hoa/contract';
import { MaxReportPackageItems, MaxReportPackageNameLength } from '@hoa/domain';
import {
  Alert,
  Button,
  FileInput,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import type { z } from 'zod';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { showSuccess } from '../../app/toasts';
import { buildRoute, SiteMap } from '../../app/site-map';
import { formProblem, useContractForm } from '../../widgets/contract-form';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { ProblemAlert } from '../../widgets/problem-alert';
import { uploadFile } from '../../widgets/upload-file';
import {
  AddReport,
  itemKey,
  PackageItemsTable,
  type BuilderItem,
  type BuilderValues,
} from './package-builder-items';
import { reportPackageQuery } from './report-package-queries';

const P = contract.reportPackages;
type Uploaded = z.infer<typeof P.UploadReportPackageFile.response>;

/** The values a package opens with in the builder (none for a new one). */
function valuesOf(pkg: ReportPackageJson | null): BuilderValues {
  return {
    DisplayName: pkg?.DisplayName ?? '',
    Cover: pkg?.CoverImage ?? null,
    Items: (pkg?.Items ?? []).map((item) => ({
      key: itemKey(),
      Type: item.Type,
      DisplayName: item.DisplayName,
      Name: item.Name ?? '',
      ReportDisplayName: item.ReportDisplayName ?? '',
      Parameters: (item.Parameters ?? {}) as BuilderItem['Parameters'],
      AttachmentId: item.AttachmentId ?? 0,
      IncludeInHomeownerEdition: item.IncludeInHomeownerEdition,
    })),
  };
}

const uploadPackageFile = async (file: File, Kind: 'Pdf' | 'Cover') =>
  (await uploadFile(
    P.UploadReportPackageFile.path,
    { Kind },
    file,
    'The file was not uploaded.',
  )) as Uploaded;

/**
 * Report package add and builder (spec 3 §2 'report packages (add, builder, …)'): the package's
 * name, an optional cover image, and its items in order: catalogue reports with their parameters
 * (the community is chosen when it renders) and uploaded PDFs placed between them, moved up and
 * down; each PDF goes into a board packet's homeowner edition only when chosen for it.
 */
export function PackageBuilderPage() {
  const id = Number(useParams({ strict: false }).reportPackageId ?? 0);
  const pkg = useQuery({ ...reportPackageQuery(id), enabled: id > 0 });
  if (id > 0 && pkg.error) return <LoadError error={pkg.error} />;
  if (id > 0 && !pkg.data) return <Loader size="sm" />;
  return <PackageBuilder key={id} pkg={pkg.data ?? null} />;
}

function PackageBuilder({ pkg }: { pkg: ReportPackageJson | null }) {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const go = useGo();
  const queryClient = useQueryClient();
  const form = useContractForm({
    initialValues: valuesOf(pkg),
    schema: P.SaveReportPackage.body,
    toBody: (values: BuilderValues) => ({
      ...(pkg ? { ReportPackageId: pkg.ReportPackageId } : {}),
      DisplayName: values.DisplayName,
      CoverAttachmentId: values.Cover?.AttachmentId ?? null,
      Items: values.Items.map((item) =>
        item.Type === 'Report'
          ? {
              Type: 'Report' as const,
              Name: item.Name,
              DisplayName: item.DisplayName,
              Parameters: item.Parameters,
            }
          : {
              Type: 'Pdf' as const,
              AttachmentId: item.AttachmentId,
              DisplayName: item.DisplayName,
              IncludeInHomeownerEdition: item.IncludeInHomeownerEdition,
            },
      ),
    }),
    rules: (values) => ({
      DisplayName: values.DisplayName.trim() ? null : 'Package name is required.',
      Items: values.Items.length === 0 ? 'Add a report or a PDF.' : null,
    }),
  });
  const save = useMutation({
    mutationFn: (body: z.output<typeof P.SaveReportPackage.body>) =>
      api.call(P.SaveReportPackage, { body }),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: ['report-packages'] });
      showSuccess('Report package saved.');
      await go(
        buildRoute(SiteMap.reportPackageView, {
          communityAgentId,
          reportPackageId: saved.ReportPackageId,
        }),
      );
    },
  });
  const addPdf = useMutation({
    mutationFn: (file: File) => uploadPackageFile(file, 'Pdf'),
    onSuccess: (file) => {
      form.insertListItem('Items', {
        key: itemKey(),
        Type: 'Pdf',
        DisplayName: file.FileName.replace(/\.pdf$/i, ''),
        Name: '',
        ReportDisplayName: '',
        Parameters: {},
        AttachmentId: file.AttachmentId,
        IncludeInHomeownerEdition: false,
      } satisfies BuilderItem);
    },
  });
  const setCover = useMutation({
    mutationFn: (file: File) => uploadPackageFile(file, 'Cover'),
    onSuccess: (file) => {
      form.setFieldValue('Cover', { AttachmentId: file.AttachmentId, FileName: file.FileName });
    },
  });
  const items = form.values.Items;
  const full = items.length >= MaxReportPackageItems;

  return (
    <form
      onSubmit={form.onSubmit((body) => {
        save.mutate(body);
      })}
      noValidate
      aria-label="Report package"
    >
      <PageHeader
        title={pkg ? `Package builder: ${pkg.DisplayName}` : 'Add report package'}
        subtitle={community.DisplayName}
        actions={
          <>
            <Button
              variant="default"
              onClick={() =>
                void go(
                  pkg
                    ? buildRoute(SiteMap.reportPackageView, {
                        communityAgentId,
                        reportPackageId: pkg.ReportPackageId,
                      })
                    : buildRoute(SiteMap.reportPackages, { communityAgentId }),
                )
              }
            >
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save package
            </Button>
          </>
        }
      />
      <Stack gap="md" maw={960}>
        <ProblemAlert problem={formProblem(form.errors)} />
        <Group align="flex-end">
          <TextInput
            label="Package name"
            w={360}
            maxLength={MaxReportPackageNameLength}
            data-autofocus
            {...form.getInputProps('DisplayName')}
          />
          <FileInput
            label="Cover page image"
            placeholder={form.values.Cover?.FileName ?? 'PNG or JPEG'}
            accept="image/png,image/jpeg"
            w={260}
            clearable={false}
            value={null}
            disabled={setCover.isPending}
            onChange={(file) => {
              if (file) setCover.mutate(file);
            }}
          />
          {form.values.Cover ? (
            <Button
              variant="subtle"
              color="red"
              onClick={() => {
                form.setFieldValue('Cover', null);
              }}
            >
              Remove cover
            </Button>
          ) : null}
        </Group>
        <Paper withBorder p="sm">
          <Title order={5} mb="xs">
            Items, in the order they print
          </Title>
          {items.length === 0 ? (
            <Text size="sm" c="dimmed">
              No item yet: add a report or upload a PDF below.
            </Text>
          ) : (
            <PackageItemsTable form={form} />
          )}
          {form.errors.Items ? (
            <Text size="sm" c="red" mt="xs">
              {form.errors.Items}
            </Text>
          ) : null}
        </Paper>
        {full ? (
          <Alert color="gray">A package holds at most {MaxReportPackageItems} items.</Alert>
        ) : (
          <Group align="flex-start" grow>
            <AddReport
              communityAgentId={communityAgentId}
              onAdd={(item) => {
                form.insertListItem('Items', item);
              }}
            />
            <Paper withBorder p="sm">
              <Title order={5} mb="xs">
                Add a PDF
              </Title>
              <FileInput
                label="PDF to place after the last item"
                placeholder="Choose a PDF"
                accept="application/pdf"
                clearable={false}
                value={null}
                disabled={addPdf.isPending}
                onChange={(file) => {
                  if (file) addPdf.mutate(file);
                }}
              />
            </Paper>
          </Group>
        )}
      </Stack>
    </form>
  );
}
