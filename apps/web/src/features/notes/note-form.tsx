import { contract, type NoteItem, type NoteItemInput } from '@hoa/contract';
import { noteTxnTypeName, TxnTypeId, type IsoDate, type NoteTxnType } from '@hoa/domain';
import { Button, Paper, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { useGo } from '../../app/navigation';
import { openConfirm } from '../../app/overlays/modals';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showSuccess } from '../../app/toasts';
import { fieldProps, useContractForm } from '../../widgets/contract-form';
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

interface NoteValues {
  /** Whom the note is about. */
  about: AgentChoice;
  Note: {
    Subject: string;
    Description: string;
    IsPublic: boolean;
    IncludeInPropertyAccountingFeed: boolean;
  };
  StartDate: IsoDate | null;
  EndDate: IsoDate | null;
  assigned: AgentChoice[];
}

/** Add or edit a note or task: subject required ('Subject is required.'). */
export function NoteForm({ communityAgentId, txnType, item, about: initialAbout }: NoteFormProps) {
  const go = useGo();
  const queryClient = useQueryClient();
  const kind = noteTxnTypeName(txnType);
  const toBody = (values: NoteValues, isDeleted = false) => ({
    TopsItemId: item?.TopsItemId,
    TopsParentItemId: item?.TopsParentItemId ?? null,
    CommunityAgentId: communityAgentId,
    TxnType: txnType,
    StartDate: values.StartDate,
    EndDate: values.EndDate,
    Note: {
      ...values.Note,
      TopsNoteId: item?.Note.TopsNoteId,
      TopsAgentId: values.about.id,
      IsDeleted: isDeleted,
    },
    AssignedAgentIds: values.assigned.map((a) => a.id),
  });
  const form = useContractForm({
    initialValues: {
      about: initialAbout,
      Note: {
        Subject: item?.Note.Subject ?? '',
        Description: item?.Note.Description ?? '',
        IsPublic: item?.Note.IsPublic ?? false,
        IncludeInPropertyAccountingFeed: item?.Note.IncludeInPropertyAccountingFeed ?? false,
      },
      StartDate: item?.StartDate ?? null,
      EndDate: item?.EndDate ?? null,
      assigned: (item?.AssignedAgents ?? []).map((a): AgentChoice => ({
        id: a.TopsAgentId,
        name: a.DisplayName,
      })),
    } satisfies NoteValues,
    schema: contract.notes.Create.body,
    toBody,
  });

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

  /** Deletes the note: the same checks as a save, then the body marked deleted. */
  function remove(): void {
    if (form.validate().hasErrors) return;
    save.mutate(contract.notes.Create.body.parse(toBody(form.getValues(), true)));
  }

  const title = item ? `Edit ${kind.toLowerCase()}` : `Add ${kind.toLowerCase()}`;
  return (
    <form
      aria-label={title}
      noValidate
      onSubmit={form.onSubmit((body) => {
        save.mutate(body);
      })}
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
                    onConfirm: remove,
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
              value={form.values.about}
              onChange={(about) => {
                form.setFieldValue('about', about);
              }}
            />
            <TextInput
              label="Subject"
              withAsterisk
              maxLength={200}
              {...form.getInputProps('Note.Subject')}
            />
            <Textarea
              label="Description"
              autosize
              minRows={4}
              maxRows={12}
              {...form.getInputProps('Note.Description')}
            />
          </Stack>
          <Stack gap="sm">
            <SimpleGrid cols={2} spacing="sm">
              <DateInput label="Start date" {...fieldProps(form, 'StartDate')} />
              <DateInput label="End date" {...fieldProps(form, 'EndDate')} />
            </SimpleGrid>
            <AssignedAgentsSelect
              communityAgentId={communityAgentId}
              value={form.values.assigned}
              onChange={(assigned) => {
                form.setFieldValue('assigned', assigned);
              }}
            />
            <Switch
              label="Public"
              description="Owners can see it in the owner portal"
              {...form.getInputProps('Note.IsPublic', { type: 'checkbox' })}
            />
            <Switch
              label="Include in property accounting feed"
              description="Also listed under the accounting filter of the item feed"
              {...form.getInputProps('Note.IncludeInPropertyAccountingFeed', { type: 'checkbox' })}
            />
          </Stack>
        </SimpleGrid>
      </Paper>
    </form>
  );
}
