import { contract } from '@hoa/contract';
import type { DataExportFormat } from '@hoa/domain';
import { Button, Group } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../widgets/download-file';
import { MayCall } from '../../widgets/may-call';
import type { DataView } from './data-browser-queries';

const D = contract.dataBrowser;

const buttons: readonly [DataExportFormat, string][] = [
  ['xlsx', 'Export Excel'],
  ['csv', 'Export CSV'],
];

/** Export Excel and Export CSV: every row of the view (filtered and sorted as shown). */
export function ExportButtons({ view }: { view: DataView }) {
  const { source } = view;
  const exportRows = useMutation({
    mutationFn: (format: DataExportFormat) =>
      downloadFile(
        D.Export.path,
        `${source.SchemaName}-${source.Name}.${format}`,
        'The rows were not exported.',
        {
          body: {
            schemaName: source.SchemaName,
            name: source.Name,
            format,
            filters: view.filters,
            sortDescending: view.sortDescending,
            ...(view.sortColumn === undefined ? {} : { sortColumn: view.sortColumn }),
          },
        },
      ),
  });
  const pending = exportRows.isPending ? exportRows.variables : null;
  return (
    <MayCall calls={D.Export}>
      <Group gap="xs">
        {buttons.map(([format, label]) => (
          <Button
            key={format}
            size="xs"
            variant="default"
            loading={pending === format}
            onClick={() => {
              exportRows.mutate(format);
            }}
          >
            {label}
          </Button>
        ))}
      </Group>
    </MayCall>
  );
}
