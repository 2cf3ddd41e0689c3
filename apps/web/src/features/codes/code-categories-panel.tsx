import { contract, type CodeCategory } from '@hoa/contract';
import { CodeMessages } from '@hoa/domain';
import { Badge, Button, Group, Paper, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { useClaimAccess } from '../../app/auth/claim-access';
import { showSuccess } from '../../app/toasts';
import { ImportButton } from '../imports';

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
  const [name, setName] = useState('');
  const add = useMutation({
    mutationFn: () =>
      api.call(contract.codes.SaveCodeCategory, {
        body: { communityAgentId, category: { Name: name.trim() } },
      }),
    onSuccess: () => {
      showSuccess(CodeMessages.categorySaved);
      setName('');
      onChanged();
    },
  });
  return (
    <Paper withBorder p="sm" radius="sm" aria-label="Code categories" component="section">
      <Group justify="space-between" mb="xs">
        <Title order={5}>Code categories ({categories.length})</Title>
        {access.canCreate ? (
          <Group gap="xs" align="flex-end">
            <TextInput
              size="xs"
              aria-label="New category name"
              placeholder="New category"
              value={name}
              maxLength={100}
              onChange={(e) => {
                setName(e.currentTarget.value);
              }}
            />
            <Button
              size="xs"
              variant="default"
              disabled={name.trim() === ''}
              loading={add.isPending}
              onClick={() => {
                add.mutate();
              }}
            >
              Add category
            </Button>
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
