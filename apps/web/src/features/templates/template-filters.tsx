import { MinTemplateSearchLength, TemplateTypes } from '@hoa/domain';
import { Group, Select, Text, TextInput } from '@mantine/core';
import type { TemplateFilters } from './template-queries';

const typeOptions = [
  { value: 'all', label: 'All types' },
  ...TemplateTypes.map((t) => ({ value: String(t.TopsTemplateTypeId), label: t.TemplateTypeName })),
];
const sourceOptions = [
  { value: 'all', label: 'System and company' },
  { value: 'system', label: 'System' },
  { value: 'company', label: 'Company' },
];

/**
 * The template list's filters: type, system or company, and the name (searched only after more
 * than 1 character). Every change starts again on the first page.
 */
export function TemplateFilterBar({
  filters,
  onChange,
  total,
}: {
  filters: TemplateFilters;
  onChange: (next: TemplateFilters) => void;
  total: number | undefined;
}) {
  const set = (patch: Partial<TemplateFilters>) => onChange({ ...filters, ...patch, page: 1 });
  const short =
    filters.name.trim().length > 0 && filters.name.trim().length < MinTemplateSearchLength;
  return (
    <Group gap="xs" wrap="nowrap" align="center">
      <Select
        aria-label="Template type"
        size="xs"
        w={140}
        allowDeselect={false}
        data={typeOptions}
        value={filters.typeId === null ? 'all' : String(filters.typeId)}
        onChange={(value) =>
          set({ typeId: value === null || value === 'all' ? null : Number(value) })
        }
      />
      <Select
        aria-label="System or company"
        size="xs"
        w={170}
        allowDeselect={false}
        data={sourceOptions}
        value={filters.source ?? 'all'}
        onChange={(value) =>
          set({ source: value === 'system' || value === 'company' ? value : null })
        }
      />
      <TextInput
        aria-label="Search template names"
        placeholder="Search names"
        size="xs"
        w={200}
        value={filters.name}
        onChange={(event) => set({ name: event.currentTarget.value })}
      />
      <Text size="xs" c="dimmed" aria-live="polite">
        {short
          ? `Type at least ${String(MinTemplateSearchLength)} characters to search.`
          : total === undefined
            ? ''
            : `${total.toLocaleString('en-US')} template${total === 1 ? '' : 's'}`}
      </Text>
    </Group>
  );
}
