import { contract } from '@hoa/contract';
import type { DataExportFormat } from '@hoa/domain';
import { Button, Group } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../widgets/download-file';
import { MayCall } from '../../widgets/may-call';
import type { DataView } from './data-browser-queries';

const D = contract.dataBrowser;

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
        <Button
          size="xs"
          variant="default"
          loading={pending === 'xlsx'}
          onClick={() => {
            exportRows.mutate('xlsx');
          }}
        >
          Export Excel
        </Button>
        <Button
          size="xs"
          variant="default"
          loading={pending === 'csv'}
          onClick={() => {
            exportRows.mutate('csv');
          }}
        >
          Export CSV
        </Button>
      </Group>
    </MayCall>
  );
}
