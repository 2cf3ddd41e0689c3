import { contract, type CodeCategory, type RequestOf } from '@hoa/contract';
import { CodeLimits, CodeMessages } from '@hoa/domain';
import { Badge, Button, Group, Paper, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../app/api';
import { useClaimAccess } from '../../app/auth/claim-access';
import { showSuccess } from '../../app/toasts';
import { useContractForm } from '../../widgets/contract-form';
import { ImportButton } from '../imports';

const SaveCategory = contract.codes.SaveCodeCategory;

interface CodeCategoriesPanelProps {
  communityAgentId: number;
  categories: readonly CodeCategory[];
  onChanged: () => void;
}

/** The code categories with how many codes each holds; add one by name or import them. */
export function CodeCategoriesPanel({
  communityAgentId,
  categories,
  onChanged,
}: CodeCategoriesPanelProps) {
  const access = useClaimAccess('glaccounts');
  const form = useContractForm({
    initialValues: { Name: '' },
    schema: SaveCategory.body,
    toBody: (values: { Name: string }) => ({ communityAgentId, category: { Name: values.Name } }),
    rules: (values) => ({ Name: values.Name.trim() === '' ? 'Enter the category name.' : null }),
    fieldOf: { 'category.Name': 'Name' },
  });
  const add = useMutation({
    mutationFn: (body: RequestOf<typeof SaveCategory>['body']) => api.call(SaveCategory, { body }),
    onSuccess: () => {
      showSuccess(CodeMessages.categorySaved);
      form.reset();
      onChanged();
    },
  });
  return (
    <Paper withBorder p="sm" radius="sm" aria-label="Code categories" component="section">
      <Group justify="space-between" mb="xs">
        <Title order={5}>Code categories ({categories.length})</Title>
        {access.canCreate ? (
          <Group gap="xs" align="flex-start">
            <form
              noValidate
              aria-label="New code category"
              onSubmit={form.onSubmit((body) => add.mutate(body))}
            >
              <Group gap="xs" align="flex-start">
                <TextInput
                  size="xs"
                  aria-label="New category name"
                  placeholder="New category"
                  maxLength={CodeLimits.CategoryName}
                  {...form.getInputProps('Name')}
                />
                <Button size="xs" variant="default" type="submit" loading={add.isPending}>
                  Add category
                </Button>
              </Group>
            </form>
            <ImportButton
              kind="CodeCategories"
              communityAgentId={communityAgentId}
              onImported={onChanged}
            />
          </Group>
        ) : null}
      </Group>
      <Group gap="xs">
        {categories.length === 0 ? (
          <Text size="sm" c="dimmed">
            No categories yet.
          </Text>
        ) : null}
        {categories.map((c) => (
          <Badge key={c.TopsCodeCategoryId} variant="light" size="lg" tt="none">
            {c.Name} · {c.CodeCount}
          </Badge>
        ))}
      </Group>
    </Paper>
  );
}
