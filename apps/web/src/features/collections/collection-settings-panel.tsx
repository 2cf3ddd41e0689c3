import { contract, type CollectionSettings, type RequestOf } from '@hoa/contract';
import { CollectionMessages, SystemCollectionTemplateName, TemplateTypeId } from '@hoa/domain';
import { Checkbox, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { formProblem, formProblemKey, useContractForm } from '../../widgets/contract-form';
import { FormActions } from '../../widgets/form-modal';
import { ProblemAlert } from '../../widgets/problem-alert';
import { CodeChecklist } from '../late-fees-interest';
import { communityTemplatesQuery } from '../templates';
import { collectionsKey } from './collection-queries';
import { useMayCall } from '../../app/auth/claim-access';
import { MayCall } from '../../widgets/may-call';

const selectedIds = <T,>(rows: readonly T[], pick: (row: T) => number | null) =>
  rows.map(pick).filter((id): id is number => id !== null);

interface CollectionSettingsValues {
  CodeIds: number[];
  CodeCategoryIds: number[];
  IncludeHistoryCodeCategoryIds: number[];
  HoldCodeCategoryIds: number[];
  /** The letter template's id; null: the system collection letter. */
  LetterTemplateId: string | null;
}

const codeGroupLabels = {
  AssessmentCodes: 'Assessment codes',
  ChargeCodes: 'Charge codes',
  WorkflowCodes: 'Workflow codes',
} as const;

/**
 * Which balances send a property to collection, which code categories hold it out, and the
 * Letter template of the collection letters.
 */
export function CollectionSettingsPanel({ settings }: { settings: CollectionSettings }) {
  const client = useQueryClient();
  // Without the templates' read claim the choice is kept as it is and not shown.
  const mayListTemplates = useMayCall(contract.templates.GetTemplates);
  const templates = useQuery({
    ...communityTemplatesQuery(settings.CommunityAgentId, TemplateTypeId.Letter),
    enabled: mayListTemplates,
  });
  const initialValues: CollectionSettingsValues = {
    CodeIds: settings.CodeIds,
    CodeCategoryIds: selectedIds(settings.CodeCategories, (c) =>
      c.IsSelected ? c.TopsCodeCategoryId : null,
    ),
    IncludeHistoryCodeCategoryIds: selectedIds(settings.CodeCategories, (c) =>
      c.IncludePaymentHistory ? c.TopsCodeCategoryId : null,
    ),
    HoldCodeCategoryIds: selectedIds(settings.HoldCodeCategories, (c) =>
      c.IsSelected ? c.CollectionHoldCodeCategoryId : null,
    ),
    LetterTemplateId: settings.LetterTemplateId === null ? null : String(settings.LetterTemplateId),
  };
  const form = useContractForm({
    initialValues,
    schema: contract.collections.SaveCollectionSettings.body,
    toBody: (values: CollectionSettingsValues) => ({
      CommunityAgentId: settings.CommunityAgentId,
      ...values,
      IncludeHistoryCodeCategoryIds: values.IncludeHistoryCodeCategoryIds.filter((id) =>
        values.CodeCategoryIds.includes(id),
      ),
      LetterTemplateId: values.LetterTemplateId === null ? null : Number(values.LetterTemplateId),
    }),
    rules: (values) => ({
      form:
        values.CodeIds.length === 0 && values.CodeCategoryIds.length === 0
          ? CollectionMessages.noCode
          : null,
    }),
  });
  const save = useMutation({
    mutationFn: (body: RequestOf<typeof contract.collections.SaveCollectionSettings>['body']) =>
      api.call(contract.collections.SaveCollectionSettings, { body }),
    onSuccess: async () => {
      showSuccess('Collection settings saved.');
      await client.invalidateQueries({ queryKey: collectionsKey });
    },
  });
  const { CodeIds: codeIds, CodeCategoryIds: categories } = form.values;
  /** A category ticked or unticked in a column; the problem shown goes with any change. */
  type CategoryField = Exclude<keyof CollectionSettingsValues, 'CodeIds' | 'LetterTemplateId'>;
  const flip = (field: CategoryField, id: number) => {
    const list = form.values[field];
    form.setFieldValue(field, list.includes(id) ? list.filter((x) => x !== id) : [...list, id]);
    form.clearFieldError(formProblemKey);
  };
  const column = (field: CategoryField, label: string, id: number, disabled = false) => (
    <Table.Td>
      <Checkbox
        aria-label={label}
        disabled={disabled}
        checked={form.values[field].includes(id)}
        onChange={() => flip(field, id)}
      />
    </Table.Td>
  );
  const groups = settings.CodeGrouping;
  return (
    <Paper
      withBorder
      p="md"
      component="form"
      noValidate
      aria-label="Collection settings"
      onSubmit={form.onSubmit((body) => save.mutate(body))}
    >
      <Stack gap="sm">
        <Title order={4}>Settings</Title>
        <Text size="sm" fw={500}>
          Code categories
        </Text>
        {settings.CodeCategories.length === 0 ? (
          <Text size="sm" c="dimmed">
            No code categories in this community.
          </Text>
        ) : (
          <Table withTableBorder maw={640}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Category</Table.Th>
                <Table.Th>Collect</Table.Th>
                <Table.Th>Include payment history</Table.Th>
                <Table.Th>Hold</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {settings.CodeCategories.map((c) => (
                <Table.Tr key={c.TopsCodeCategoryId}>
                  <Table.Td>{c.Name}</Table.Td>
                  {column('CodeCategoryIds', `Collect ${c.Name}`, c.TopsCodeCategoryId)}
                  {column(
                    'IncludeHistoryCodeCategoryIds',
                    `Include payment history of ${c.Name}`,
                    c.TopsCodeCategoryId,
                    !categories.includes(c.TopsCodeCategoryId),
                  )}
                  {column('HoldCodeCategoryIds', `Hold ${c.Name}`, c.TopsCodeCategoryId)}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {(['AssessmentCodes', 'ChargeCodes', 'WorkflowCodes'] as const).map((group) => (
          <CodeChecklist
            key={group}
            label={codeGroupLabels[group]}
            codes={groups[group]}
            selected={codeIds.filter((id) => groups[group].some((c) => c.TopsCodeId === id))}
            onChange={(ids) => {
              form.setFieldValue('CodeIds', [
                ...codeIds.filter((id) => !groups[group].some((c) => c.TopsCodeId === id)),
                ...ids,
              ]);
              form.clearFieldError(formProblemKey);
            }}
          />
        ))}
        {mayListTemplates ? (
          <Select
            label="Collection letter"
            description="The Letter template the run's letters are made from."
            size="sm"
            maw={420}
            clearable
            searchable
            placeholder={`${SystemCollectionTemplateName} (system)`}
            data={(templates.data ?? []).map((t) => ({
              value: String(t.TopsTemplateId),
              label: t.Name,
            }))}
            nothingFoundMessage="No Letter template of the community matches"
            {...form.getInputProps('LetterTemplateId')}
          />
        ) : null}
        <ProblemAlert problem={formProblem(form.errors)} />
        <MayCall calls={contract.collections.SaveCollectionSettings}>
          <FormActions onCancel={form.reset} saving={save.isPending} label="Save settings" />
        </MayCall>
      </Stack>
    </Paper>
  );
}
