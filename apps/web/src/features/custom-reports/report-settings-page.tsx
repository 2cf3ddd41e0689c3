import { contract, type InputOf, type ReportSectionSettingsResponse } from '@hoa/contract';
import {
  CustomStatementReportName,
  ReportFontSizes,
  ReportOrientations,
  ReportPageSizes,
  type ReportSettings,
} from '@hoa/domain';
import { Paper, Select, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { showErrorOr, showSuccess } from '../../app/toasts';
import { useContractForm } from '../../widgets/contract-form';
import { FormActions } from '../../widgets/form-modal';
import { LoadError } from '../../widgets/load-error';
import { MayCall } from '../../widgets/may-call';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { reportCatalogueQuery } from '../reports';
import { reportSettingsQuery, sectionSettingsQuery } from './custom-report-queries';

const S = contract.reportSettings;

/** Reports › Report settings: the user's file defaults and, per report, which sections show. */
export function ReportSettingsPage() {
  const community = useCurrentCommunity();
  const settings = useQuery(reportSettingsQuery());
  const [reportName, setReportName] = useState<string>('BalanceSheet');
  const catalogue = useQuery(reportCatalogueQuery());
  const sections = useQuery(sectionSettingsQuery(reportName));
  const reports = [
    { value: CustomStatementReportName, label: 'Custom financial statements' },
    ...(catalogue.data ?? []).map((r) => ({ value: r.Name, label: r.DisplayName })),
  ];
  return (
    <>
      <PageHeader title="Report settings" subtitle={community.DisplayName} />
      <SimpleGrid cols={{ base: 1, md: 2 }} maw={980}>
        <Paper withBorder p="md">
          <Title order={4} mb="xs">
            Every report file
          </Title>
          {settings.data ? (
            <FileSettingsForm saved={settings.data} />
          ) : settings.isError ? (
            <LoadError error={settings.error} />
          ) : (
            <PageLoader />
          )}
        </Paper>
        <Paper withBorder p="md">
          <Title order={4} mb="xs">
            Sections of a report
          </Title>
          <Select
            label="Report"
            searchable
            allowDeselect={false}
            data={reports}
            value={reportName}
            onChange={(value) => value && setReportName(value)}
            mb="sm"
          />
          {sections.data ? (
            <SectionsForm key={reportName} saved={sections.data} />
          ) : sections.isError ? (
            <LoadError error={sections.error} />
          ) : (
            <PageLoader />
          )}
        </Paper>
      </SimpleGrid>
    </>
  );
}

const pageKey = (width: number, height: number) => `${String(width)}x${String(height)}`;

interface FileValues {
  Orientation: string;
  FontSize: string;
  Page: string;
}

function FileSettingsForm({ saved }: { saved: ReportSettings }) {
  const client = useQueryClient();
  const form = useContractForm({
    initialValues: {
      Orientation: String(saved.Orientation),
      FontSize: String(saved.FontSize),
      Page: pageKey(saved.PageWidth, saved.PageHeight),
    },
    schema: S.SaveReportSettings.body,
    toBody: (v: FileValues) => {
      const [width, height] = v.Page.split('x').map(Number);
      return {
        Orientation: Number(v.Orientation),
        FontSize: Number(v.FontSize),
        PageWidth: width,
        PageHeight: height,
      };
    },
    fieldOf: { PageWidth: 'Page', PageHeight: 'Page' },
  });
  const save = useMutation({
    mutationFn: (body: z.output<typeof S.SaveReportSettings.body>) =>
      api.call(S.SaveReportSettings, { body }),
    onSuccess: async () => {
      showSuccess('Report settings saved successfully.');
      await client.invalidateQueries({ queryKey: ['reportSettings'] });
    },
    onError: (error) => showErrorOr(error, 'Report settings failed to save.'),
  });
  return (
    <form onSubmit={form.onSubmit((body) => save.mutate(body))}>
      <Stack gap="sm">
        <Select
          label="Export orientation"
          allowDeselect={false}
          data={ReportOrientations.map((o) => ({
            value: String(o.ReportOrientationId),
            label: o.Name,
          }))}
          {...form.getInputProps('Orientation')}
        />
        <Select
          label="Font size"
          allowDeselect={false}
          data={ReportFontSizes.map((f) => ({ value: String(f.ReportFontSizeId), label: f.Name }))}
          {...form.getInputProps('FontSize')}
        />
        <Select
          label="Page size"
          allowDeselect={false}
          data={ReportPageSizes.map((p) => ({
            value: pageKey(p.PageWidth, p.PageHeight),
            label: p.Name,
          }))}
          {...form.getInputProps('Page')}
        />
        <MayCall calls={S.SaveReportSettings}>
          <FormActions
            onCancel={() => form.reset()}
            saving={save.isPending}
            label="Save settings"
          />
        </MayCall>
      </Stack>
    </form>
  );
}

type SectionBody = InputOf<typeof S.SaveReportSectionSettings>['body'];

function SectionsForm({ saved }: { saved: z.output<typeof ReportSectionSettingsResponse> }) {
  const client = useQueryClient();
  const form = useContractForm({
    initialValues: {
      HideZeroBalances: saved.HideZeroBalances,
      ShowAccountNumbers: saved.ShowAccountNumbers,
      ShowSubtotals: saved.ShowSubtotals,
    },
    schema: S.SaveReportSectionSettings.body,
    toBody: (v: Omit<SectionBody, 'ReportName'>) => ({ ReportName: saved.ReportName, ...v }),
  });
  const save = useMutation({
    mutationFn: (body: z.output<typeof S.SaveReportSectionSettings.body>) =>
      api.call(S.SaveReportSectionSettings, { body }),
    onSuccess: async () => {
      showSuccess('Section settings saved.');
      await client.invalidateQueries({ queryKey: ['reportSectionSettings', saved.ReportName] });
    },
  });
  return (
    <form onSubmit={form.onSubmit((body) => save.mutate(body))}>
      <Stack gap="sm">
        <Switch
          label="Hide accounts with zero balances"
          {...form.getInputProps('HideZeroBalances', { type: 'checkbox' })}
        />
        <Switch
          label="Show account numbers"
          {...form.getInputProps('ShowAccountNumbers', { type: 'checkbox' })}
        />
        <Switch
          label="Show subtotals"
          {...form.getInputProps('ShowSubtotals', { type: 'checkbox' })}
        />
        <Text size="xs" c="dimmed">
          On screen and in every file of this report.
        </Text>
        <MayCall calls={S.SaveReportSectionSettings}>
          <FormActions
            onCancel={() => form.reset()}
            saving={save.isPending}
            label="Save sections"
          />
        </MayCall>
      </Stack>
    </form>
  );
}
