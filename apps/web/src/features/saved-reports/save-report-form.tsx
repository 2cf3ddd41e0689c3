import { contract, type EnhancedReport, type InputOf } from '@hoa/contract';
import type { ReportDefinition } from '@hoa/domain';
import { Checkbox, Stack, TextInput } from '@mantine/core';
import { useContractForm } from '../../widgets/contract-form';
import { FormActions } from '../../widgets/form-modal';

type SaveBody = InputOf<typeof contract.enhancedReports.SaveEnhancedReport>['body'];

/**
 * The save enhanced report modal's form (spec 3 §4 "Save report"): a name and whether it is
 * public, private by default; for the user's own report that is open it keeps its name and
 * privacy and the button reads Overwrite, otherwise Save.
 */
export function SaveReportForm({
  reportName,
  definition,
  open,
  saving,
  onCancel,
  onSave,
}: {
  reportName: string;
  definition: ReportDefinition;
  /** The user's own saved report that is open, which the save overwrites. */
  open: EnhancedReport | null;
  saving: boolean;
  onCancel: () => void;
  onSave: (body: SaveBody) => void;
}) {
  const form = useContractForm({
    initialValues: { Name: open?.Name ?? '', IsPublic: open?.IsPublic ?? false },
    schema: contract.enhancedReports.SaveEnhancedReport.body,
    toBody: (values: { Name: string; IsPublic: boolean }) => ({
      EnhancedReportDefinitionID: open?.EnhancedReportDefinitionID ?? null,
      ReportName: reportName,
      ReportDefinition: definition,
      ...values,
    }),
  });
  return (
    <form onSubmit={form.onSubmit(onSave)}>
      <Stack gap="sm">
        <TextInput
          label="Report name"
          required
          maxLength={100}
          data-autofocus
          {...form.getInputProps('Name')}
        />
        <Checkbox
          label="Public: everyone in the company can open it"
          {...form.getInputProps('IsPublic', { type: 'checkbox' })}
        />
        <FormActions onCancel={onCancel} saving={saving} label={open ? 'Overwrite' : 'Save'} />
      </Stack>
    </form>
  );
}
