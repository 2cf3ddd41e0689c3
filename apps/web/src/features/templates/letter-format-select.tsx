import { contract } from '@hoa/contract';
import { Select, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { useMayCall } from '../../app/auth/claim-access';
import { showSuccess } from '../../app/toasts';
import { letterFormatQuery, templatesKey } from './template-queries';

const Save = contract.templates.SaveTemplateFormatSetting;

/**
 * The company's letter format (GetTemplateFormatSetting): the envelope every letter is laid out
 * for. Changed here by a user who may save it, shown as text to the others.
 */
export function LetterFormatSelect() {
  const client = useQueryClient();
  const format = useQuery(letterFormatQuery());
  const mayChange = useMayCall(Save);
  const save = useMutation({
    mutationFn: (LetterFormatId: number) => api.call(Save, { body: { LetterFormatId } }),
    onSuccess: async (saved) => {
      client.setQueryData(letterFormatQuery().queryKey, saved);
      await client.invalidateQueries({ queryKey: templatesKey });
      showSuccess(`Letters are now laid out for a ${saved.LetterFormat.Name}.`);
    },
  });
  const setting = format.data;
  if (!setting) return null;
  if (!mayChange)
    return (
      <Text size="sm" c="dimmed">
        Letters: {setting.LetterFormat.Name}
      </Text>
    );
  return (
    <Select
      size="xs"
      w={300}
      aria-label="Letter format"
      title="Letter format: the envelope every letter is laid out for"
      allowDeselect={false}
      disabled={save.isPending}
      data={setting.Formats.map((f) => ({ value: String(f.LetterFormatId), label: f.Name }))}
      value={String(setting.LetterFormat.LetterFormatId)}
      onChange={(value) => {
        if (value !== null) save.mutate(Number(value));
      }}
    />
  );
}
