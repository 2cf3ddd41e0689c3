import type { SearchHit } from '@hoa/contract';
import {
  normalizeSearchTerm,
  SearchDebounceMs,
  SearchHitTypeLabels,
  SearchHitTypes,
} from '@hoa/domain';
import { Combobox, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { useGo } from '../../app/navigation';
import { showError } from '../../app/toasts';
import { searchHitRoute } from './hit-route';
import { globalSearchQuery } from './search-queries';

/** The search field's id: `/` focuses it from anywhere. */
export const GlobalSearchInputId = 'global-search';

const hitKey = (hit: SearchHit, index: number) => `${hit.HitType}-${index}`;

/**
 * The top bar's global search: results 750 ms after typing stops, grouped by kind; Enter opens the
 * highlighted hit, or the first one (searching at once if the pause has not passed yet).
 */
export function GlobalSearchBox() {
  const go = useGo();
  const queryClient = useQueryClient();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [value, setValue] = useState('');
  const [debounced] = useDebouncedValue(value, SearchDebounceMs);
  const term = normalizeSearchTerm(debounced);
  const hits = useQuery({ ...globalSearchQuery(term ?? ''), enabled: term !== null });
  const results = term === null ? [] : (hits.data ?? []);

  useEffect(() => {
    if (hits.data && hits.data.length > 0) combobox.selectFirstOption();
  }, [hits.data, combobox]);

  function open(hit: SearchHit | undefined): void {
    const route = hit ? searchHitRoute(hit) : null;
    if (!route) return;
    combobox.closeDropdown();
    setValue('');
    void go(route);
  }

  // Enter before the pause is over searches the typed term now and opens its first hit.
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    if (event.key !== 'Enter' || combobox.getSelectedOptionIndex() >= 0) return;
    const now = normalizeSearchTerm(value);
    if (now === null) return;
    event.preventDefault();
    queryClient
      .fetchQuery(globalSearchQuery(now))
      .then((found) => {
        open(found[0]);
      })
      .catch(showError);
  }

  const groups = SearchHitTypes.map((type) => ({
    type,
    hits: results.map((hit, index) => ({ hit, index })).filter(({ hit }) => hit.HitType === type),
  })).filter((group) => group.hits.length > 0);

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(key) => {
        open(results.find((hit, index) => hitKey(hit, index) === key));
      }}
      width={440}
      position="bottom-start"
    >
      <Combobox.Target>
        <TextInput
          id={GlobalSearchInputId}
          aria-label="Global search"
          placeholder="Search people, addresses, phones, #ids…"
          value={value}
          w={340}
          size="sm"
          rightSection={hits.isFetching ? <Loader size="xs" /> : null}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            combobox.resetSelectedOption();
            combobox.openDropdown();
          }}
          onFocus={() => {
            combobox.openDropdown();
          }}
          onBlur={() => {
            combobox.closeDropdown();
          }}
          onKeyDown={onKeyDown}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={normalizeSearchTerm(value) === null}>
        <Combobox.Options aria-label="Search results" mah={480} style={{ overflowY: 'auto' }}>
          {groups.map((group) => (
            <Combobox.Group key={group.type} label={SearchHitTypeLabels[group.type]}>
              {group.hits.map(({ hit, index }) => (
                <Combobox.Option key={hitKey(hit, index)} value={hitKey(hit, index)}>
                  <Text size="sm" lineClamp={1}>
                    {hit.Title}
                  </Text>
                  <Text size="xs" opacity={0.7} lineClamp={1}>
                    {hit.Subtitle}
                  </Text>
                </Combobox.Option>
              ))}
            </Combobox.Group>
          ))}
          {term !== null && hits.data && results.length === 0 ? (
            <Combobox.Empty>Nothing found for “{term}”.</Combobox.Empty>
          ) : null}
          {term === null || (!hits.data && hits.isFetching) ? (
            <Combobox.Empty>Searching…</Combobox.Empty>
          ) : null}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
