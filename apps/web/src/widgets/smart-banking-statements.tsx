import { JobScheduleMessages, ReportFormatId, ReportFormats } from '@hoa/domain';
import { Checkbox, Select, type SelectProps } from '@mantine/core';
import { showInfo } from '../app/toasts';

// A Reports job's format and its Smart Banking statements, on the automation job page and on a
// workflow's Reports step alike (spec 3 §4 'Workflow panels': the report format watcher hides and
// clears IncludeSmartBankingStatements unless the format is PDF; §8 'Info toast' when checked).

/** The formats a report job's file is rendered in. */
const reportFormatOptions = ReportFormats.map((f) => ({
  value: String(f.ReportFormatId),
  label: f.ReportFormatName,
}));

const pdf = String(ReportFormatId.Pdf);

/** IncludeSmartBankingStatements once the format is `format`: kept for a PDF only. */
export const statementsForFormat = (format: string | null, included: boolean): boolean =>
  included && format === pdf;

/**
 * The report's Format: a change passes the new format and whether the statements stay included
 * (statementsForFormat), since the two fields change together.
 */
export function ReportFormatSelect({
  value,
  included,
  onChange,
  ...props
}: Omit<SelectProps, 'value' | 'onChange' | 'data'> & {
  value: string;
  included: boolean;
  onChange: (format: string, included: boolean) => void;
}) {
  return (
    <Select
      label="Format"
      allowDeselect={false}
      {...props}
      data={reportFormatOptions}
      value={value}
      onChange={(format) => {
        const next = format ?? pdf;
        onChange(next, statementsForFormat(next, included));
      }}
    />
  );
}

/** 'Include Smart Banking statements', shown for a PDF only; checking it shows the info toast. */
export function SmartBankingStatementsCheckbox({
  format,
  checked,
  onChange,
}: {
  format: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  if (format !== pdf) return null;
  return (
    <Checkbox
      label="Include Smart Banking statements"
      checked={checked}
      onChange={(event) => {
        const included = event.currentTarget.checked;
        onChange(included);
        if (included) showInfo(JobScheduleMessages.smartBankingAppended);
      }}
    />
  );
}
