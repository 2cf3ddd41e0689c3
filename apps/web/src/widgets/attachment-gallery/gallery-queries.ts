import { contract, type AgentAttachment, type RequestOf } from '@hoa/contract';
import { AttachmentMessages } from '@hoa/domain';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { useState } from 'react';
import { showSuccess } from '../../app/toasts';

// Everything of the gallery sits under ['attachments'] so one invalidation refreshes it.
export const attachmentsKey = ['attachments'] as const;

export interface GalleryQuery {
  agentId: number;
  skip: number;
  take: number;
  searchTerm: string;
}

export function galleryQuery(query: GalleryQuery) {
  return queryOptions({
    queryKey: [...attachmentsKey, 'gallery', query],
    queryFn: () =>
      api.call(contract.attachments.GetAgentAttachmentGallery, {
        query: {
          agentId: query.agentId,
          skip: query.skip,
          take: query.take,
          ...(query.searchTerm ? { searchTerm: query.searchTerm } : {}),
        },
      }),
    placeholderData: keepPreviousData,
  });
}

export function tagSuggestionsQuery(searchTerm: string) {
  return queryOptions({
    queryKey: [...attachmentsKey, 'tags', searchTerm],
    queryFn: () => api.call(contract.attachments.SearchTags, { query: { searchTerm } }),
    staleTime: 60_000,
  });
}

type UpdateBody = RequestOf<typeof contract.attachments.UpdateAgentAttachment>['body'];

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: attachmentsKey });
}

/** Saves changes to one attachment; quiet for pin and flag toggles, a toast for the edit form. */
export function useUpdateAttachment(successText?: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: UpdateBody) =>
      api.call(contract.attachments.UpdateAgentAttachment, { body }),
    onSuccess: async () => {
      if (successText) showSuccess(successText);
      await refresh();
    },
  });
}

export type FlagField = 'IsBoardAccess' | 'IsOwnerAccess' | 'IsGallery' | 'IsPinned';

/**
 * A pin or access flag that shows its new value at once and keeps showing it until the save is
 * done and the gallery has reloaded (or the save failed).
 */
export function useFlagToggle(attachment: AgentAttachment) {
  const update = useUpdateAttachment();
  const [pending, setPending] = useState<Partial<Record<FlagField, boolean>>>({});
  const forget = (field: FlagField) => {
    setPending((current) =>
      Object.fromEntries(Object.entries(current).filter(([key]) => key !== field)),
    );
  };
  return {
    value: (field: FlagField): boolean => pending[field] ?? attachment[field],
    toggle: (field: FlagField, next: boolean): void => {
      setPending((current) => ({ ...current, [field]: next }));
      update.mutate(
        { TopsAgentAttachmentId: attachment.TopsAgentAttachmentId, [field]: next },
        {
          onSettled: () => {
            forget(field);
          },
        },
      );
    },
  };
}

export function useAddTags(onDone: () => void) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { TopsAgentAttachmentIds: number[]; Tags: string[] }) =>
      api.call(contract.attachments.AddTagsToAgentAttachments, { body }),
    onSuccess: async () => {
      showSuccess(AttachmentMessages.tagsAdded);
      onDone();
      await refresh();
    },
  });
}

export function useDeleteAttachment() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (attachment: AgentAttachment) =>
      api.call(contract.attachments.DeleteAgentAttachment, {
        params: { id: attachment.TopsAgentAttachmentId },
      }),
    onSuccess: async () => {
      showSuccess(AttachmentMessages.attachmentRemoved);
      await refresh();
    },
  });
}
