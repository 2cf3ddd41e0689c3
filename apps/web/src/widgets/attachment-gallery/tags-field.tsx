import { GallerySearchDebounceMs, MaxTagLength, MaxTagsPerAttachment } from '@hoa/domain';
import { TagsInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { tagSuggestionsQuery } from './gallery-queries';

interface TagsFieldProps {
  label: string;
  value: string[];
  onChange: (tags: string[]) => void;
}

/** Tags typed freely, with the tags already in use offered as you type. */
export function TagsField({ label, value, onChange }: TagsFieldProps) {
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search.trim(), GallerySearchDebounceMs);
  const suggestions = useQuery(tagSuggestionsQuery(term));
  return (
    <TagsInput
      label={label}
      value={value}
      onChange={onChange}
      searchValue={search}
      onSearchChange={setSearch}
      data={(suggestions.data ?? []).filter((tag) => !value.includes(tag))}
      maxTags={MaxTagsPerAttachment}
      maxLength={MaxTagLength}
      splitChars={[',']}
      clearable
      placeholder="Type a tag and press Enter"
    />
  );
}
