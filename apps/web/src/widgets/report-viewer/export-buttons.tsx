import { ReportFormatId } from '@hoa/domain';
import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { showError } from '../../app/toasts';
import { downloadReport } from './download-report';

type FormatId = (typeof ReportFormatId)[keyof typeof ReportFormatId];

const buttons: { format: FormatId; label: string; title: string }[] = [
  { format: ReportFormatId.Pdf, label: 'PDF', title: 'Download as PDF' },
  { format: ReportFormatId.Xlsx, label: 'Excel (xlsx)', title: 'Download as Excel xlsx' },
  { format: ReportFormatId.Word, label: 'Word', title: 'Download as Word' },
];

interface ReportExportButtonsProps {
  /** The report call's path, e.g. /api/Report/TrialBalance. */
  path: string;
  /** The report's parameters; empty values are left out. */
  query: Record<string, string | number | null | undefined>;
  /** A POSTed report's body (GlobalCCR): the file is asked with the format added to it. */
  body?: Record<string, unknown> | undefined;
  /** The body's field of the format: 'format' of a report's own call, 'Format' of a render by name. */
  formatField?: 'format' | 'Format';
  disabled?: boolean;
}

/** The print and export button (spec 1 §2.6): the report as PDF (0), xlsx (2), xls (1) or Word (3). */
export function ReportExportButtons({
  path,
  query,
  body,
  formatField = 'format',
  disabled,
}: ReportExportButtonsProps) {
  const [pending, setPending] = useState<FormatId | null>(null);
  const download = (format: FormatId) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== null && value !== undefined && value !== '') search.set(key, String(value));
    }
    search.set('format', String(format));
    setPending(format);
    const file =
      body === undefined
        ? downloadReport(`${path}?${search.toString()}`)
        : downloadReport(path, { method: 'POST', body: { ...body, [formatField]: format } });
    file.catch(showError).finally(() => {
      setPending(null);
    });
  };
  return (
    <Group gap={6} role="group" aria-label="Print and export">
      {buttons.map((b) => (
        <Button
          key={b.format}
          size="xs"
          variant={b.format === ReportFormatId.Pdf ? 'filled' : 'default'}
          title={b.title}
          disabled={disabled}
          loading={pending === b.format}
          onClick={() => {
            download(b.format);
          }}
        >
          {b.label}
        </Button>
      ))}
    </Group>
  );
}
