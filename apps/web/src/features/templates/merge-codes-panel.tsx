import { type contract, type ResponseOf } from '@hoa/contract';
import { templateTypeName } from '@hoa/domain';
import { Paper, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { DataGrid, type GridColumn } from '../../widgets/data-grid/data-grid';
import { LoadError } from '../../widgets/load-error';
import { mergeCodesQuery } from './template-queries';

type MergeCode = ResponseOf<typeof contract.templates.GetMergeCodes>[number];

const columns: GridColumn<MergeCode>[] = [
  {
    id: 'code',
    header: 'Code',
    cell: (c) => (
      <div title={c.Description}>
        <Text size="xs" ff="monospace" fw={500}>
          {`{${c.Code}}`}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          {c.Description}
        </Text>
      </div>
    ),
  },
];
const codeKey = (c: MergeCode) => c.Code;
const groupOf = (c: MergeCode) => c.Group;

/** The merge codes a template of the type may use, by group. */
export function MergeCodesPanel({ typeId }: { typeId: number }) {
  const codes = useQuery(mergeCodesQuery(typeId));
  // Grouped rows must come in group order.
  const rows = useMemo(() => {
    const list = codes.data ?? [];
    const order = [...new Set(list.map((c) => c.Group))];
    return [...list].sort((a, b) => order.indexOf(a.Group) - order.indexOf(b.Group));
  }, [codes.data]);
  return (
    <Paper withBorder p="xs" w={280} style={{ flexShrink: 0 }}>
      <Text size="sm" fw={600} mb={6}>
        Merge codes: {templateTypeName(typeId)}
      </Text>
      {codes.isError ? <LoadError error={codes.error} /> : null}
      <DataGrid
        aria-label={`Merge codes of ${templateTypeName(typeId)} templates`}
        rows={rows}
        columns={columns}
        rowKey={codeKey}
        groupOf={groupOf}
        rowHeight={40}
        empty={codes.isPending ? 'Loading merge codes…' : 'No merge codes.'}
      />
    </Paper>
  );
}
