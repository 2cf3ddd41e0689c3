import { contract, type ActionProcess, type RequestOf, type TemplateLevel } from '@hoa/contract';
import {
  ActionProcessLimits,
  actionProcessProblems,
  addLevel,
  moveLevel,
  removeLevel,
  type Cents,
} from '@hoa/domain';
import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import {
  formProblem,
  formProblemKey,
  itemProps,
  useContractForm,
} from '../../widgets/contract-form';
import { FormActions } from '../../widgets/form-modal';
import { MoneyInput } from '../../widgets/money-input';
import { ProblemAlert } from '../../widgets/problem-alert';
import { wholeNumberOf, wholeNumberProblem } from '../../widgets/whole-number';
import { refreshViolationSettings, untakenActionsQuery } from './ccr-action-queries';

export type SaveBody = RequestOf<typeof contract.ccrActions.SaveActionProcess>['body'];

/**
 * An ARC action process (type 13) edited with the same table: letters only (no fine, notice days,
 * hearing or ApplyToUntaken), saved and refreshed by the architectural feature.
 */
export interface ArcProcessSave {
  save: (body: SaveBody) => Promise<unknown>;
  refresh: (client: QueryClient) => Promise<void>;
}

/** A level as the table edits it; Sequence and IsDeleted follow the domain's level rules. */
interface LevelDraft {
  TemplateLevelId: number | null;
  Sequence: number;
  LevelName: string;
  Days: number | string;
  AdminFee: Cents | null;
  /** The letter template's id as the select holds it; null for no letter. */
  TopsTemplateId: string | null;
  NoticeDays: number | string;
  IsHearingRequired: boolean;
  IsDeleted: boolean;
}

interface ProcessValues {
  ActionProcessName: string;
  Levels: LevelDraft[];
  ApplyToUntaken: boolean;
}

const draftOf = (level: TemplateLevel): LevelDraft => ({
  TemplateLevelId: level.TemplateLevelId,
  Sequence: level.Sequence,
  LevelName: level.LevelName,
  Days: level.Days,
  AdminFee: level.AdminFee,
  TopsTemplateId: level.TopsTemplateId === null ? null : String(level.TopsTemplateId),
  NoticeDays: level.NoticeDays,
  IsHearingRequired: level.IsHearingRequired,
  IsDeleted: false,
});

const blankLevel = (letterId: number | null): LevelDraft => ({
  TemplateLevelId: null,
  Sequence: 0,
  LevelName: '',
  Days: 0,
  AdminFee: 0,
  TopsTemplateId: letterId === null ? null : String(letterId),
  NoticeDays: 0,
  IsHearingRequired: false,
  IsDeleted: false,
});

const dayBounds = { min: 0, max: ActionProcessLimits.Days };

/**
 * Adds or edits a CCR action process (or, given `arc`, an ARC one) (spec 3 §4, §5): its name and
 * levels in one dense table,
 * each with its waiting days, fine, letter, notice days and hearing; levels are added, removed
 * (a saved one is soft-deleted) and moved up or down, Sequence renumbered 1..n. Saving an existing
 * process can apply the levels to open violations' untaken levels (ApplyToUntaken).
 */
export function ActionProcessModal({
  communityAgentId,
  process,
  letters,
  onClose,
  arc,
}: {
  communityAgentId: number;
  /** The process to edit; null adds one. */
  process: ActionProcess | null;
  letters: readonly { TopsTemplateId: number; Name: string; IsSystem: boolean }[];
  onClose: () => void;
  /** Given for an ARC process. */
  arc?: ArcProcessSave;
}) {
  const client = useQueryClient();
  const fines = arc === undefined;
  const untaken = useQuery({
    ...untakenActionsQuery(process?.ActionProcessId ?? 0),
    enabled: process !== null && fines,
  });
  const defaultLetter = letters[0]?.TopsTemplateId ?? null;
  const toBody = (values: ProcessValues) => ({
    ActionProcess: {
      ActionProcessId: process?.ActionProcessId,
      ActionProcessName: values.ActionProcessName,
      CommunityAgentId: communityAgentId,
    },
    TemplateLevels: values.Levels.map((l) => ({
      TemplateLevelId: l.TemplateLevelId ?? undefined,
      Sequence: l.Sequence,
      LevelName: l.LevelName,
      Days: wholeNumberOf(l.Days),
      AdminFee: l.AdminFee,
      TopsTemplateId: l.TopsTemplateId === null ? null : Number(l.TopsTemplateId),
      NoticeDays: wholeNumberOf(l.NoticeDays),
      IsHearingRequired: l.IsHearingRequired,
      IsDeleted: l.IsDeleted,
    })),
    ApplyToUntaken: values.ApplyToUntaken,
  });
  const form = useContractForm({
    initialValues: {
      ActionProcessName: process?.ActionProcessName ?? '',
      Levels: process
        ? process.TemplateLevels.map(draftOf)
        : [{ ...blankLevel(defaultLetter), Sequence: 1 }],
      ApplyToUntaken: false,
    } satisfies ProcessValues,
    schema: contract.ccrActions.SaveActionProcess.body,
    toBody,
    fieldOf: { TemplateLevels: 'Levels' },
    rules: (values: ProcessValues) => {
      const errors: Record<string, string | null> = {};
      values.Levels.forEach((l, i) => {
        if (l.IsDeleted) return;
        errors[`Levels.${i}.Days`] = wholeNumberProblem(l.Days, dayBounds);
        errors[`Levels.${i}.NoticeDays`] = wholeNumberProblem(l.NoticeDays, dayBounds);
        if (l.AdminFee === null) errors[`Levels.${i}.AdminFee`] = 'Enter the fine (0.00 for none).';
      });
      // The spec's rules (name, a level, each level's name, Days and AdminFee at least 0).
      const problems = actionProcessProblems({
        ActionProcessName: values.ActionProcessName,
        TemplateLevels: values.Levels.map((l) => ({
          ...l,
          Days: wholeNumberOf(l.Days) ?? 0,
          AdminFee: l.AdminFee ?? 0,
          NoticeDays: wholeNumberOf(l.NoticeDays) ?? 0,
          TopsTemplateId: null,
        })),
      });
      for (const problem of problems) {
        const field =
          problem.field === 'TemplateLevels'
            ? formProblemKey
            : problem.field.replace(/^TemplateLevels\./, 'Levels.');
        errors[field] ??= problem.message;
      }
      return errors;
    },
  });
  const save = useMutation({
    mutationFn: (body: SaveBody) =>
      arc ? arc.save(body) : api.call(contract.ccrActions.SaveActionProcess, { body }),
    onSuccess: async (_saved, body) => {
      await (arc ? arc.refresh(client) : refreshViolationSettings(client));
      showSuccess(`Action process ${body.ActionProcess.ActionProcessName} was saved.`);
      onClose();
    },
  });
  const levels = form.values.Levels;
  const setLevels = (next: LevelDraft[]) => form.setFieldValue('Levels', next);
  const letterOptions = letters.map((t) => ({
    value: String(t.TopsTemplateId),
    label: t.IsSystem ? `${t.Name} (system)` : t.Name,
  }));
  const liveCount = levels.filter((l) => !l.IsDeleted).length;
  /** A level's count of days: a whole number from 0. */
  const dayInput = (path: string, label: string) => ({
    size: 'xs',
    min: 0,
    allowDecimal: false,
    'aria-label': label,
    ...form.getInputProps(path),
  });
  return (
    <Modal
      opened
      onClose={onClose}
      title={process ? `Edit action process: ${process.ActionProcessName}` : 'Add action process'}
      size={960}
      centered
    >
      <form noValidate onSubmit={form.onSubmit((body) => save.mutate(body))}>
        <Stack gap="sm">
          <TextInput
            label="Action process name"
            required
            maxLength={ActionProcessLimits.ActionProcessName}
            {...form.getInputProps('ActionProcessName')}
          />
          <Table withTableBorder verticalSpacing={4} horizontalSpacing={6} aria-label="Levels">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={28}>#</Table.Th>
                <Table.Th>Level name</Table.Th>
                <Table.Th w={76} title="Calendar days to wait after the previous level">
                  Days
                </Table.Th>
                {fines ? <Table.Th w={104}>Fine</Table.Th> : null}
                <Table.Th w={190}>Letter</Table.Th>
                {fines ? (
                  <>
                    <Table.Th
                      w={76}
                      title="Days the notice must have reached the owner before a fine"
                    >
                      Notice days
                    </Table.Th>
                    <Table.Th w={64} title="A hearing must be held before the fine">
                      Hearing
                    </Table.Th>
                  </>
                ) : null}
                <Table.Th w={84} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {levels.map((level, i) =>
                level.IsDeleted ? null : (
                  <Table.Tr key={level.TemplateLevelId ?? `new-${String(i)}`}>
                    <Table.Td>{level.Sequence}</Table.Td>
                    <Table.Td>
                      <TextInput
                        size="xs"
                        aria-label={`Level ${String(level.Sequence)} name`}
                        maxLength={ActionProcessLimits.LevelName}
                        {...form.getInputProps(`Levels.${i}.LevelName`)}
                      />
                    </Table.Td>
                    <Table.Td>
                      <NumberInput
                        {...dayInput(`Levels.${i}.Days`, `Level ${String(level.Sequence)} days`)}
                      />
                    </Table.Td>
                    {fines ? (
                      <Table.Td>
                        <MoneyInput
                          size="xs"
                          aria-label={`Level ${String(level.Sequence)} fine`}
                          {...itemProps(form, `Levels.${i}.AdminFee`, level.AdminFee)}
                        />
                      </Table.Td>
                    ) : null}
                    <Table.Td>
                      <Select
                        size="xs"
                        clearable
                        placeholder="No letter"
                        aria-label={`Level ${String(level.Sequence)} letter`}
                        data={letterOptions}
                        {...form.getInputProps(`Levels.${i}.TopsTemplateId`)}
                      />
                    </Table.Td>
                    {fines ? (
                      <>
                        <Table.Td>
                          <NumberInput
                            {...dayInput(
                              `Levels.${i}.NoticeDays`,
                              `Level ${String(level.Sequence)} notice days`,
                            )}
                          />
                        </Table.Td>
                        <Table.Td>
                          <Checkbox
                            aria-label={`Level ${String(level.Sequence)} hearing required`}
                            {...form.getInputProps(`Levels.${i}.IsHearingRequired`, {
                              type: 'checkbox',
                            })}
                          />
                        </Table.Td>
                      </>
                    ) : null}
                    <Table.Td>
                      <Group gap={2} wrap="nowrap">
                        <ActionIcon
                          size="sm"
                          variant="subtle"
                          aria-label={`Move level ${String(level.Sequence)} up`}
                          disabled={level.Sequence === 1}
                          onClick={() => setLevels(moveLevel(levels, level.Sequence, -1))}
                        >
                          ↑
                        </ActionIcon>
                        <ActionIcon
                          size="sm"
                          variant="subtle"
                          aria-label={`Move level ${String(level.Sequence)} down`}
                          disabled={level.Sequence === liveCount}
                          onClick={() => setLevels(moveLevel(levels, level.Sequence, 1))}
                        >
                          ↓
                        </ActionIcon>
                        <ActionIcon
                          size="sm"
                          variant="subtle"
                          color="red"
                          aria-label={`Delete level ${String(level.Sequence)}`}
                          onClick={() => setLevels(removeLevel(levels, level.Sequence))}
                        >
                          ×
                        </ActionIcon>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ),
              )}
            </Table.Tbody>
          </Table>
          <Group justify="space-between">
            <Button
              variant="default"
              size="xs"
              onClick={() => setLevels(addLevel(levels, blankLevel(defaultLetter)))}
            >
              Add level
            </Button>
            <Text size="xs" c="dimmed">
              {fines
                ? 'Days are calendar days after the previous level; a level with a fine waits for its notice days after a delivered notice, and for a hearing where required.'
                : 'Days are calendar days after the previous level; each level sends its ARC letter.'}
            </Text>
          </Group>
          {process && fines ? (
            <Checkbox
              label="Apply to untaken levels of open violations"
              description={
                untaken.data?.HasUntakenActions
                  ? 'Open violations of this process’s codes have levels still to take.'
                  : 'No open violation of this process’s codes has levels still to take.'
              }
              {...form.getInputProps('ApplyToUntaken', { type: 'checkbox' })}
            />
          ) : null}
          <ProblemAlert problem={formProblem(form.errors)} />
          <FormActions onCancel={onClose} saving={save.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
