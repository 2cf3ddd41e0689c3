import { contract, type RequestOf, type VendorSearchRow } from '@hoa/contract';
import { Button, Group, MultiSelect, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { showError } from '../../app/toasts';
import { useContractForm } from '../../widgets/contract-form';

const SaveTag = contract.apVendors.SaveVendorTag;

/** A vendor's tags, saved as they are picked; a new tag is added and given to the vendor. */
export function VendorTags({ vendor }: { vendor: VendorSearchRow }) {
  const vendorAgentId = vendor.VendorAgentId;
  const client = useQueryClient();
  const tags = useQuery({
    queryKey: ['vendor-tags'],
    queryFn: () => api.call(contract.apVendors.GetVendorTags, {}),
  });
  // The tags the vendor carries as last saved.
  const [chosenTags, setChosenTags] = useState(vendor.Tags.map((t) => t.TagId));
  const setTags = useMutation({
    mutationFn: (tagIds: number[]) =>
      api.call(contract.apVendors.SetVendorTags, { body: { vendorAgentId, tagIds } }),
    onSuccess: (saved) => {
      setChosenTags(saved.map((t) => t.TagId));
      return client.invalidateQueries({ queryKey: ['vendor-search'] });
    },
    onError: showError,
  });
  const form = useContractForm({
    initialValues: { tag: '' },
    schema: SaveTag.body,
    toBody: (values: { tag: string }) => values,
    rules: (values) => ({ tag: values.tag.trim() === '' ? 'Enter the new tag.' : null }),
  });
  const addTag = useMutation({
    mutationFn: (body: RequestOf<typeof SaveTag>['body']) => api.call(SaveTag, { body }),
    onSuccess: async (tag) => {
      form.reset();
      await client.invalidateQueries({ queryKey: ['vendor-tags'] });
      setTags.mutate([...new Set([...chosenTags, tag.TagId])]);
    },
    onError: showError,
  });
  return (
    <form
      noValidate
      aria-label="Vendor tags"
      onSubmit={form.onSubmit((body) => addTag.mutate(body))}
    >
      <Group align="flex-start" gap="xs">
        <MultiSelect
          label="Tags"
          searchable
          style={{ flex: 1 }}
          data={(tags.data ?? []).map((t) => ({ value: String(t.TagId), label: t.Tag }))}
          value={chosenTags.map(String)}
          onChange={(values) => setTags.mutate(values.map(Number))}
          disabled={setTags.isPending}
        />
        <TextInput label="New tag" w={140} maxLength={50} {...form.getInputProps('tag')} />
        <Button type="submit" variant="default" mt={25} loading={addTag.isPending}>
          Add
        </Button>
      </Group>
    </form>
  );
}
