import { contract, FilteredViewInputSchema, type FilteredView } from '@hoa/contract';
import { Button, Group, Menu, Select, Stack, Switch, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { api } from '../app/api';
import { openConfirm, openModal } from '../app/overlays/modals';
import { showSuccess } from '../app/toasts';

export interface FilteredViewPickerProps {
  /** The screen whose views these are. */
  filteredViewTypeId: number;
  /** The screen's current filters as a JSON string: what 'Save view' stores. */
  filters: string;
  /** Applies a view the user picked, or (once, on opening) the user's default view. */
  onApply: (view: FilteredView, how: 'picked' | 'default') => void;
}

type SaveArgs = {
  view: FilteredView | null;
  name: string;
  filters: string;
  isPrivate: boolean;
  isUserDefault: boolean;
};

/** Saved filters of a list screen: pick, save, share, set the default, delete (spec 1 §3.8). */
export function FilteredViewPicker({
  filteredViewTypeId,
  filters,
  onApply,
}: FilteredViewPickerProps) {
  const queryClient = useQueryClient();
  const key = ['filteredViews', filteredViewTypeId];
  const views = useQuery({
    queryKey: key,
    queryFn: () =>
      api.call(contract.filteredViews.GetFilteredViews, { query: { filteredViewTypeId } }),
  });
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const appliedDefault = useRef(false);
  const selected = views.data?.find((v) => v.FilteredViewId === selectedId) ?? null;

  useEffect(() => {
    const fallback = views.data?.find((v) => v.IsUserDefault);
    if (appliedDefault.current || !fallback) return;
    appliedDefault.current = true;
    setSelectedId(fallback.FilteredViewId);
    onApply(fallback, 'default');
  }, [views.data, onApply]);

  const save = useMutation({
    mutationFn: (args: SaveArgs) =>
      api.call(contract.filteredViews.SaveFilteredView, {
        body: {
          filteredView: {
            FilteredViewId: args.view?.FilteredViewId,
            FilteredViewTypeId: filteredViewTypeId,
            Name: args.name,
            DisplayLabel: args.view?.DisplayLabel ?? null,
            FilterSettings: args.view?.FilterSettings ?? null,
            Filters: args.filters,
          },
          isPrivate: args.isPrivate,
          isUserDefault: args.isUserDefault,
        },
      }),
    onSuccess: async (saved) => {
      showSuccess('View saved.');
      setSelectedId(saved.FilteredViewId);
      await queryClient.invalidateQueries({ queryKey: key });
    },
  });
  const remove = useMutation({
    mutationFn: (view: FilteredView) =>
      api.call(contract.filteredViews.DeleteFilteredView, {
        body: { filteredView: { FilteredViewId: view.FilteredViewId } },
      }),
    onSuccess: async () => {
      showSuccess('View deleted.');
      setSelectedId(null);
      await queryClient.invalidateQueries({ queryKey: key });
    },
  });

  const keep = (view: FilteredView, change: Partial<SaveArgs>) => {
    save.mutate({
      view,
      name: view.Name,
      filters: view.Filters,
      isPrivate: view.IsPrivate,
      isUserDefault: view.IsUserDefault,
      ...change,
    });
  };

  async function confirmDelete(view: FilteredView): Promise<void> {
    const query = { query: { filteredViewId: view.FilteredViewId } };
    const inUse = await api.call(
      contract.filteredViews.IsFilteredViewSetAsAnyUsersDefaultView,
      query,
    );
    openConfirm({
      title: 'Delete view',
      message: inUse
        ? `"${view.Name}" is a default view. Delete it anyway?`
        : `Delete the view "${view.Name}"?`,
      confirmLabel: 'Delete',
      danger: true,
      onConfirm: () => {
        remove.mutate(view);
      },
    });
  }

  async function makePrivate(view: FilteredView): Promise<void> {
    const query = { query: { filteredViewId: view.FilteredViewId } };
    const others = await api.call(
      contract.filteredViews.CheckIfFilteredViewIsSetAsAnyOtherUsersDefaultView,
      query,
    );
    if (!others) {
      keep(view, { isPrivate: true });
      return;
    }
    openConfirm({
      title: 'Make view private',
      message: `Other users have "${view.Name}" as their default view. Make it private anyway?`,
      confirmLabel: 'Make private',
      onConfirm: () => {
        keep(view, { isPrivate: true });
      },
    });
  }

  function openSaveAs(): void {
    const id = openModal({
      title: 'Save view',
      size: 'sm',
      children: (
        <SaveViewForm
          onSave={(name, isPrivate, isUserDefault) => {
            modals.close(id);
            save.mutate({ view: null, name, filters, isPrivate, isUserDefault });
          }}
        />
      ),
    });
  }

  return (
    <Group gap={4} wrap="nowrap">
      <Select
        size="xs"
        w={200}
        aria-label="Saved view"
        placeholder="Saved views"
        clearable
        data={(views.data ?? []).map((v) => ({
          value: String(v.FilteredViewId),
          label: `${v.Name}${v.IsUserDefault ? ' (default)' : ''}${v.IsOwner ? '' : ` · ${v.OwnerName}`}`,
        }))}
        value={selectedId === null ? null : String(selectedId)}
        onChange={(value) => {
          const view = views.data?.find((v) => String(v.FilteredViewId) === value) ?? null;
          setSelectedId(view?.FilteredViewId ?? null);
          if (view) onApply(view, 'picked');
        }}
      />
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button size="compact-sm" variant="default" aria-label="View actions">
            Views
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={openSaveAs}>Save as new view…</Menu.Item>
          {selected?.IsOwner ? (
            <Menu.Item
              onClick={() => {
                keep(selected, { filters });
              }}
            >
              Update “{selected.Name}”
            </Menu.Item>
          ) : null}
          {selected ? (
            <Menu.Item
              onClick={() => {
                keep(selected, { isUserDefault: !selected.IsUserDefault });
              }}
            >
              {selected.IsUserDefault ? 'Clear my default' : 'Make my default'}
            </Menu.Item>
          ) : null}
          {selected?.IsOwner ? (
            <Menu.Item
              onClick={() => {
                if (selected.IsPrivate) keep(selected, { isPrivate: false });
                else void makePrivate(selected);
              }}
            >
              {selected.IsPrivate ? 'Share with everyone' : 'Make private'}
            </Menu.Item>
          ) : null}
          {selected?.IsOwner ? (
            <Menu.Item color="red" onClick={() => void confirmDelete(selected)}>
              Delete view
            </Menu.Item>
          ) : null}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}

function SaveViewForm({
  onSave,
}: {
  onSave: (name: string, isPrivate: boolean, isUserDefault: boolean) => void;
}) {
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const [isDefault, setIsDefault] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <Stack gap="sm">
      <TextInput
        label="View name"
        withAsterisk
        maxLength={100}
        value={name}
        error={error}
        onChange={(event) => {
          setName(event.currentTarget.value);
        }}
      />
      <Switch
        label="Share with everyone"
        checked={shared}
        onChange={(e) => {
          setShared(e.currentTarget.checked);
        }}
      />
      <Switch
        label="Make it my default"
        checked={isDefault}
        onChange={(e) => {
          setIsDefault(e.currentTarget.checked);
        }}
      />
      <Group justify="flex-end">
        <Button
          onClick={() => {
            const parsed = FilteredViewInputSchema.shape.Name.safeParse(name);
            if (!parsed.success) {
              setError(parsed.error.issues[0]?.message ?? null);
              return;
            }
            onSave(parsed.data, !shared, isDefault);
          }}
        >
          Save view
        </Button>
      </Group>
    </Stack>
  );
}
