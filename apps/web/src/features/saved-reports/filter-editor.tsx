import type { ReportColumnData } from '@hoa/contract';
import {
  ComparisonOperatorId,
  LogicalOperatorId,
  operatorNeedsValue,
  operatorsFor,
  type ReportFilter,
} from '@hoa/domain';
import { ActionIcon, Group, NumberInput, Select, TextInput } from '@mantine/core';
import { DateInput } from '../../widgets/date-input';
import { MoneyInput } from '../../widgets/money-input';

const joints = [
  { value: String(LogicalOperatorId.And), label: 'And' },
  { value: String(LogicalOperatorId.Or), label: 'Or' },
];

/**
 * One filter of a saved report: how it joins the ones before it (And, Or), its column, the
 * operator the column's kind offers (spec 3 §9 names) and the value, typed as the column is
 * (money in dollars held as cents, a date, a number, text); no value for Set and Not Set.
 */
export function FilterEditor({
  index,
  filter,
  columns,
  onChange,
  onRemove,
}: {
  index: number;
  filter: ReportFilter;
  columns: ReportColumnData[];
  onChange: (filter: ReportFilter) => void;
  onRemove: () => void;
}) {
  const column = columns.find((c) => c.key === filter.column) ?? columns[0];
  const kind = column?.kind ?? 'text';
  const label = (name: string) => `Filter ${String(index + 1)} ${name}`;
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      {index === 0 ? (
        <TextInput w={80} aria-label={label('joint')} value="Where" readOnly variant="unstyled" />
      ) : (
        <Select
          w={80}
          aria-label={label('joint')}
          data={joints}
          value={String(filter.logicalOperator)}
          allowDeselect={false}
          onChange={(value) => {
            onChange({ ...filter, logicalOperator: value === '1' ? 1 : 0 });
          }}
        />
      )}
      <Select
        w={200}
        aria-label={label('column')}
        data={columns.map((c) => ({ value: c.key, label: c.title }))}
        value={filter.column}
        allowDeselect={false}
        onChange={(value) => {
          const next = columns.find((c) => c.key === value);
          if (!next) return;
          const offered = operatorsFor(next.kind).some(
            (op) => op.ComparisonOperatorId === filter.operator,
          );
          onChange({
            ...filter,
            column: next.key,
            operator: offered ? filter.operator : ComparisonOperatorId.Equals,
            value: null,
          });
        }}
      />
      <Select
        w={200}
        aria-label={label('operator')}
        data={operatorsFor(kind).map((op) => ({
          value: String(op.ComparisonOperatorId),
          label: op.ComparisonOperatorName,
        }))}
        value={String(filter.operator)}
        allowDeselect={false}
        onChange={(value) => {
          if (value !== null)
            onChange({ ...filter, operator: Number(value) as ReportFilter['operator'] });
        }}
      />
      {operatorNeedsValue(filter.operator) ? (
        <FilterValue
          kind={kind}
          label={label('value')}
          value={filter.value}
          onChange={(value) => {
            onChange({ ...filter, value });
          }}
        />
      ) : null}
      <ActionIcon variant="subtle" color="red" aria-label={label('remove')} onClick={onRemove}>
        ✕
      </ActionIcon>
    </Group>
  );
}

function FilterValue({
  kind,
  label,
  value,
  onChange,
}: {
  kind: ReportColumnData['kind'];
  label: string;
  value: string | number | null;
  onChange: (value: string | number | null) => void;
}) {
  if (kind === 'money') {
    return (
      <MoneyInput
        w={140}
        aria-label={label}
        allowNegative
        value={typeof value === 'number' ? value : null}
        onChange={onChange}
      />
    );
  }
  if (kind === 'date') {
    return (
      <DateInput
        w={150}
        aria-label={label}
        value={typeof value === 'string' ? value : null}
        onChange={onChange}
      />
    );
  }
  if (kind === 'number' || kind === 'percent') {
    return (
      <NumberInput
        w={120}
        aria-label={label}
        value={typeof value === 'number' ? value : ''}
        onChange={(v) => {
          onChange(typeof v === 'number' ? v : null);
        }}
      />
    );
  }
  return (
    <TextInput
      w={180}
      aria-label={label}
      value={value === null ? '' : String(value)}
      onChange={(e) => {
        onChange(e.currentTarget.value);
      }}
    />
  );
}
