import {
  contract,
  type CostCenter,
  type GlAccount,
  type JournalEntry,
  type SaveJournalEntryBody,
} from '@hoa/contract';
import { journalEntryProblem, JournalEntryMessages as M, linesToSave, StatusId } from '@hoa/domain';
import { Button, Checkbox, Group, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { api } from '../../app/api';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showSuccess } from '../../app/toasts';
import { contractValidation, formProblem } from '../../widgets/contract-form';
import { DateInput } from '../../widgets/date-input';
import { showsInvalidEntry } from '../../widgets/invalid-entry';
import { ProblemAlert } from '../../widgets/problem-alert';
import { journalEntryScreenRoute } from './journal-routes';
import { saveBody, type JournalDraft } from './journal-draft';
import { JournalLinesGrid } from './journal-lines-grid';
import { journalKey } from './journal-queries';
import { usePostDateCheck } from './use-post-date-check';

interface JournalEntryFormProps {
  communityAgentId: number;
  /** The stored accrued entry or template being edited; null for a new one. */
  entry: JournalEntry | null;
  initial: JournalDraft;
  accounts: readonly GlAccount[];
  costCenters: readonly CostCenter[];
}

/** Journal entry add and edit (spec 2 §2, §3 header and line fields, §5 rules and messages). */
export function JournalEntryForm(props: JournalEntryFormProps) {
  const { communityAgentId, entry, initial } = props;
  const go = useGo();
  const queryClient = useQueryClient();
  const form = useForm<JournalDraft>({
    mode: 'controlled',
    initialValues: initial,
    // The contract's rules on the body the draft makes: a backstop after the spec's rules below.
    validate: contractValidation({
      schema: contract.journalEntries.SaveJournalEntry.body,
      toBody: (values: JournalDraft) =>
        saveBody(communityAgentId, entry?.TopsItemId, values, false, idempotencyKey),
      rules: (values) => ({
        PostDate: values.PostDate === null ? M.postDateRequired : null,
      }),
    }),
  });
  const draft = form.values;
  const [problem, setProblem] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const postDate = usePostDateCheck(communityAgentId);
  // An edit clears the last refusal; the next save checks again.
  const set = (patch: Partial<JournalDraft>) => {
    form.setValues(patch);
    setProblem(null);
  };

  const save = useMutation({
    mutationFn: (body: SaveJournalEntryBody) =>
      api.call(contract.journalEntries.SaveJournalEntry, { body }),
    // The toast comes after the move to the saved entry's screen: once it shows, the save is done.
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: journalKey });
      await queryClient.invalidateQueries({ queryKey: ['gl-history'] });
      await go(journalEntryScreenRoute(saved), { replace: true });
      showSuccess(
        saved.IsJournalEntryTemplate
          ? M.templateSaved(saved.TopsItemId)
          : saved.ItemStatus === StatusId.Posted
            ? M.posted(saved.TopsItemId)
            : M.saved(saved.TopsItemId),
      );
    },
  });

  function submit(isPosted: boolean): void {
    setTried(true);
    const values = form.getValues();
    const header = { ...values, PostDate: values.PostDate ?? '' };
    const found =
      journalEntryProblem(header, linesToSave(values.Lines)) ??
      (values.IsJournalEntryTemplate ? null : postDate.problem);
    setProblem(found);
    if (found) return;
    const checked = form.validate();
    if (checked.hasErrors) return setProblem(formProblem(checked.errors));
    save.mutate(saveBody(communityAgentId, entry?.TopsItemId, values, isPosted, idempotencyKey));
  }

  async function changeDate(value: string | null): Promise<void> {
    const previous = form.getValues().PostDate;
    set({ PostDate: value });
    if (!value) {
      postDate.clear();
      return;
    }
    if (!(await postDate.check(value))) set({ PostDate: previous });
  }

  const title = entry
    ? `${entry.IsJournalEntryTemplate ? 'Journal entry template' : 'Journal entry'} #${entry.TopsItemId}`
    : 'New journal entry';
  return (
    <form
      aria-label="Journal entry"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        // A date or amount field whose text is not one shows why; nothing is saved as empty.
        if (showsInvalidEntry(event.currentTarget)) return;
        submit(false);
      }}
    >
      <Stack gap="md">
        <Paper withBorder p="md" radius="sm">
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
            <DateInput
              label="Post Date"
              withAsterisk
              value={draft.PostDate}
              onChange={(value) => {
                void changeDate(value);
              }}
              error={postDate.problem ?? form.errors.PostDate}
            />
            <TextInput
              label="Reference"
              maxLength={100}
              value={draft.Reference}
              onChange={(e) => {
                set({ Reference: e.currentTarget.value });
              }}
            />
            <TextInput
              label="Description"
              maxLength={500}
              value={draft.Description}
              onChange={(e) => {
                set({ Description: e.currentTarget.value });
              }}
            />
          </SimpleGrid>
          <Group gap="xl" mt="sm">
            <Checkbox
              label="Reverse next period"
              checked={draft.ReverseNextPeriod}
              onChange={(e) => {
                set({ ReverseNextPeriod: e.currentTarget.checked });
              }}
            />
            <Checkbox
              label="Save as Journal Entry Template"
              checked={draft.IsJournalEntryTemplate}
              disabled={entry !== null}
              onChange={(e) => {
                set({ IsJournalEntryTemplate: e.currentTarget.checked });
              }}
            />
          </Group>
        </Paper>
        <JournalLinesGrid
          lines={draft.Lines}
          onChange={(Lines) => {
            set({ Lines });
          }}
          accounts={props.accounts}
          costCenters={props.costCenters}
          showProblems={tried}
        />
        <ProblemAlert problem={problem} title={title} />
        <Group justify="flex-end" gap="xs">
          <Button
            variant="default"
            onClick={() => {
              void go(buildRoute(SiteMap.journalEntriesIndex, { communityAgentId }));
            }}
          >
            Cancel
          </Button>
          <Button
            type="submit"
            variant={draft.IsJournalEntryTemplate ? 'filled' : 'default'}
            loading={save.isPending}
          >
            {draft.IsJournalEntryTemplate ? 'Save template' : 'Save'}
          </Button>
          {draft.IsJournalEntryTemplate ? null : (
            <Button
              loading={save.isPending || postDate.checking}
              onClick={() => {
                submit(true);
              }}
            >
              Post
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
