import { contract, type NoteItem, type NoteItemInput } from '@hoa/contract';
import { noteTxnTypeName, TxnTypeId, type NoteTxnType } from '@hoa/domain';
import { Button, Paper, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type SubmitEvent } from 'react';
import { api } from '../../app/api';
import { useGo } from '../../app/navigation';
import { openConfirm } from '../../app/overlays/modals';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showSuccess } from '../../app/toasts';
import { DateInput } from '../../widgets/date-input';
import { noteViewRoute } from '../../widgets/item-feed';
import { PageHeader } from '../../widgets/page-header';
import { AboutAgentSelect, AssignedAgentsSelect, type AgentChoice } from './agent-pickers';
import { refreshNotes } from './note-queries';

interface NoteFormProps {
  communityAgentId: number;
  txnType: NoteTxnType;
  /** Undefined when adding. */
  item: NoteItem | undefined;
  /** Who a new note is about. */
  about: AgentChoice;
}

/** Add or edit a note or task: subject required ('Subject is required.'). */
export function NoteForm({ communityAgentId, txnType, item, about: initialAbout }: NoteFormProps) {
  const go = useGo();
  const queryClient = useQueryClient();
  const kind = noteTxnTypeName(txnType);
  const [about, setAbout] = useState<AgentChoice>(initialAbout);
  const [subject, setSubject] = useState(item?.Note.Subject ?? '');
  const [description, setDescription] = useState(item?.Note.Description ?? '');
  const [startDate, setStartDate] = useState<string | null>(item?.StartDate ?? null);
  const [endDate, setEndDate] = useState<string | null>(item?.EndDate ?? null);
  const [isPublic, setIsPublic] = useState(item?.Note.IsPublic ?? false);
  const [inAccounting, setInAccounting] = useState(
    item?.Note.IncludeInPropertyAccountingFeed ?? false,
  );
  const [assigned, setAssigned] = useState<AgentChoice[]>(
    (item?.AssignedAgents ?? []).map((a) => ({ id: a.TopsAgentId, name: a.DisplayName })),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});

  const save = useMutation({
    mutationFn: (body: NoteItemInput) => api.call(contract.notes.Create, { body }),
    onSuccess: async (saved) => {
      await refreshNotes(queryClient, saved);
      const index = txnType === TxnTypeId.Task ? SiteMap.tasksIndex : SiteMap.notesIndex;
      await go(
        saved.Note.IsDeleted
          ? buildRoute(index, { communityAgentId })
          : (noteViewRoute(saved) ?? buildRoute(index, { communityAgentId })),
        { replace: true },
      );
      showSuccess(saved.Note.IsDeleted ? `${kind} deleted.` : `${kind} saved.`);
    },
  });

  function submit(isDeleted: boolean): void {
    const parsed = contract.notes.Create.body.safeParse({
      TopsItemId: item?.TopsItemId,
      TopsParentItemId: item?.TopsParentItemId ?? null,
      CommunityAgentId: communityAgentId,
      TxnType: txnType,
      StartDate: startDate,
      EndDate: endDate,
      Note: {
        TopsNoteId: item?.Note.TopsNoteId,
        TopsAgentId: about.id,
        Subject: subject,
        Description: description,
        IsPublic: isPublic,
        IncludeInPropertyAccountingFeed: inAccounting,
        IsDeleted: isDeleted,
      },
      AssignedAgentIds: assigned.map((a) => a.id),
    });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
        ),
      );
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  }

  const title = item ? `Edit ${kind.toLowerCase()}` : `Add ${kind.toLowerCase()}`;
  return (
    <form
      aria-label={title}
      noValidate
      onSubmit={(event: SubmitEvent<HTMLFormElement>) => {
        event.preventDefault();
        submit(false);
      }}
    >
      <PageHeader
        title={title}
        subtitle={item ? item.Note.Subject : undefined}
        actions={
          <>
            <Button variant="default" onClick={() => window.history.back()}>
              Cancel
            </Button>
            {item ? (
              <Button
                color="red"
                variant="light"
                onClick={() => {
                  openConfirm({
                    title: `Delete ${kind.toLowerCase()}`,
                    message: `Delete the ${kind.toLowerCase()} "${item.Note.Subject}"?`,
                    confirmLabel: 'Delete',
                    danger: true,
                    onConfirm: () => {
                      submit(true);
                    },
                  });
                }}
              >
                Delete
              </Button>
            ) : null}
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </>
        }
      />
      <Paper withBorder p="md" radius="sm">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Stack gap="sm">
            <AboutAgentSelect
              communityAgentId={communityAgentId}
              value={about}
              onChange={setAbout}
            />
            <TextInput
              label="Subject"
              withAsterisk
              maxLength={200}
              value={subject}
              onChange={(event) => {
                setSubject(event.currentTarget.value);
              }}
              error={errors['Note.Subject']}
            />
            <Textarea
              label="Description"
              autosize
              minRows={4}
              maxRows={12}
              value={description}
              onChange={(event) => {
                setDescription(event.currentTarget.value);
              }}
              error={errors['Note.Description']}
            />
          </Stack>
          <Stack gap="sm">
            <SimpleGrid cols={2} spacing="sm">
              <DateInput
                label="Start date"
                value={startDate}
                onChange={setStartDate}
                error={errors.StartDate}
              />
              <DateInput
                label="End date"
                value={endDate}
                onChange={setEndDate}
                error={errors.EndDate}
              />
            </SimpleGrid>
            <AssignedAgentsSelect
              communityAgentId={communityAgentId}
              value={assigned}
              onChange={setAssigned}
            />
            <Switch
              label="Public"
              description="Owners can see it in the owner portal"
              checked={isPublic}
              onChange={(event) => {
                setIsPublic(event.currentTarget.checked);
              }}
            />
            <Switch
              label="Include in property accounting feed"
              description="Also listed under the accounting filter of the item feed"
              checked={inAccounting}
              onChange={(event) => {
                setInAccounting(event.currentTarget.checked);
              }}
            />
          </Stack>
        </SimpleGrid>
      </Paper>
    </form>
  );
}
