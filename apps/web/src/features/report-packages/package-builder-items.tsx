import type { CatalogReportJson, contract } from '@hoa/contract';
import { MaxReportPackageNameLength } from '@hoa/domain';
import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { ReportParamsForm, reportCatalogueQuery, type ReportParams } from '../reports';

/** An item of the package as the builder holds it: a report with its parameters, or a PDF. */
export interface BuilderItem {
  key: string;
  Type: 'Report' | 'Pdf';
  DisplayName: string;
  /** The report's name; '' for a PDF. */
  Name: string;
  /** The report's display name in the catalogue; '' for a PDF. */
  ReportDisplayName: string;
  Parameters: Record<string, string | number | boolean>;
  /** The uploaded PDF; 0 for a report. */
  AttachmentId: number;
  /** An uploaded PDF copied into a board packet's homeowner edition too. */
  IncludeInHomeownerEdition: boolean;
}

export interface BuilderValues {
  DisplayName: string;
  Cover: { AttachmentId: number; FileName: string } | null;
  Items: BuilderItem[];
}

export const itemKey = () => crypto.randomUUID();

/** The package builder's form: its values, and the body of SaveReportPackage they make. */
export type BuilderForm = UseFormReturnType<
  BuilderValues,
  (values: BuilderValues) => z.output<typeof contract.reportPackages.SaveReportPackage.body>
>;

/**
 * The items in the order they print: each one's bookmark, the report (by its display name in the
 * catalogue) or uploaded PDF with its homeowner edition choice, its parameters, moved up and down
 * or removed.
 */
export function PackageItemsTable({ form }: { form: BuilderForm }) {
  const items = form.values.Items;
  return (
    <Table aria-label="Package items" verticalSpacing={4}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={40}>#</Table.Th>
          <Table.Th>Bookmark</Table.Th>
          <Table.Th>Item</Table.Th>
          <Table.Th>Parameters</Table.Th>
          <Table.Th w={120} />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((item, i) => (
          <Table.Tr key={item.key}>
            <Table.Td>{i + 1}</Table.Td>
            <Table.Td>
              <TextInput
                size="xs"
                aria-label={`Bookmark of item ${String(i + 1)}`}
                maxLength={MaxReportPackageNameLength}
                {...form.getInputProps(`Items.${String(i)}.DisplayName`)}
              />
            </Table.Td>
            <Table.Td>
              {item.Type === 'Report' ? (
                item.ReportDisplayName
              ) : (
                <Stack gap={4}>
                  <Text size="sm">Uploaded PDF</Text>
                  <Checkbox
                    size="xs"
                    label="Include in homeowner edition"
                    {...form.getInputProps(`Items.${String(i)}.IncludeInHomeownerEdition`, {
                      type: 'checkbox',
                    })}
                  />
                </Stack>
              )}
            </Table.Td>
            <Table.Td>
              <Text size="xs" c="dimmed">
                {parameterSummary(item)}
              </Text>
            </Table.Td>
            <Table.Td>
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  variant="default"
                  aria-label={`Move ${item.DisplayName} up`}
                  disabled={i === 0}
                  onClick={() => {
                    form.reorderListItem('Items', { from: i, to: i - 1 });
                  }}
                >
                  ↑
                </ActionIcon>
                <ActionIcon
                  variant="default"
                  aria-label={`Move ${item.DisplayName} down`}
                  disabled={i === items.length - 1}
                  onClick={() => {
                    form.reorderListItem('Items', { from: i, to: i + 1 });
                  }}
                >
                  ↓
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${item.DisplayName}`}
                  onClick={() => {
                    form.removeListItem('Items', i);
                  }}
                >
                  ✕
                </ActionIcon>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * The parameters chosen, without the empty ones: those take the report's default when it renders.
 * Several values go as the report's query takes them, joined by commas.
 */
function chosen(params: ReportParams): BuilderItem['Parameters'] {
  const kept: BuilderItem['Parameters'] = {};
  for (const [name, value] of Object.entries(params)) {
    if (Array.isArray(value)) {
      if (value.length > 0) kept[name] = value.join(',');
    } else if (value !== null && value !== undefined && value !== '') kept[name] = value;
  }
  return kept;
}

/** An item's parameters in short; an empty one takes the report's default when it renders. */
function parameterSummary(item: BuilderItem): string {
  if (item.Type === 'Pdf') return '—';
  const set = Object.entries(item.Parameters);
  return set.length === 0
    ? 'Defaults when rendered'
    : set.map(([name, value]) => `${name}: ${String(value)}`).join(', ');
}

/** A catalogue report chosen with its parameters (its own form), added after the last item. */
export function AddReport(props: { communityAgentId: number; onAdd: (item: BuilderItem) => void }) {
  const catalogue = useQuery(reportCatalogueQuery());
  const [name, setName] = useState<string | null>(null);
  const [params, setParams] = useState<ReportParams>({});
  const reports: CatalogReportJson[] = (catalogue.data ?? []).filter((r) => !r.IsGlobal);
  const report = reports.find((r) => r.Name === name);
  return (
    <Paper withBorder p="sm">
      <Title order={5} mb="xs">
        Add a report
      </Title>
      <Stack gap="xs">
        <Select
          label="Report"
          placeholder={catalogue.isPending ? 'Loading…' : 'Choose a report'}
          searchable
          data={reports.map((r) => ({ value: r.Name, label: r.DisplayName }))}
          value={name}
          onChange={(value) => {
            setName(value);
            setParams({});
          }}
        />
        {report ? (
          <>
            <Group gap="sm" align="flex-end">
              <ReportParamsForm
                communityAgentId={props.communityAgentId}
                parameters={report.Parameters}
                params={params}
                onChange={setParams}
              />
            </Group>
            <Text size="xs" c="dimmed">
              A parameter left empty takes the report’s default when the package renders.
            </Text>
            <Group justify="flex-end">
              <Button
                variant="light"
                onClick={() => {
                  props.onAdd({
                    key: itemKey(),
                    Type: 'Report',
                    DisplayName: report.DisplayName,
                    Name: report.Name,
                    ReportDisplayName: report.DisplayName,
                    Parameters: chosen(params),
                    AttachmentId: 0,
                    IncludeInHomeownerEdition: false,
                  });
                  setName(null);
                  setParams({});
                }}
              >
                Add report
              </Button>
            </Group>
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
