import { contract, type AccountRange, type RequestOf } from '@hoa/contract';
import {
  accountRangesProblem,
  AccountNumberMaxLength,
  AccountTypes,
  DefaultAccountRanges,
} from '@hoa/domain';
import { Button, Group, Paper, Table, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { useClaimAccess } from '../../app/auth/claim-access';
import { showSuccess } from '../../app/toasts';
import { formProblem, formProblemKey, useContractForm } from '../../widgets/contract-form';
import { FormActions } from '../../widgets/form-modal';
import { LoadError } from '../../widgets/load-error';
import { PageLoader } from '../../widgets/page-loader';
import { ProblemAlert } from '../../widgets/problem-alert';
import { glKey, rangesQuery } from './gl-queries';

type SaveBody = RequestOf<typeof contract.glAccounts.SaveAccountRanges>['body'];
type Side = 'start' | 'end';
/** The start and end number typed for each account type, by its id. */
type Bounds = Record<string, Record<Side, string>>;

function toBounds(
  ranges: readonly { TopsAccountTypeId: number; StartNumber: string; EndNumber: string }[],
): Bounds {
  return Object.fromEntries(
    AccountTypes.map(({ TopsAccountTypeId: id }) => {
      const range = ranges.find((r) => r.TopsAccountTypeId === id);
      return [id, { start: range?.StartNumber ?? '', end: range?.EndNumber ?? '' }];
    }),
  );
}

/** The ranges to save: the types with both numbers typed. */
function rangesOf(bounds: Bounds) {
  return AccountTypes.flatMap(({ TopsAccountTypeId: id }) => {
    const b = bounds[id];
    return b && b.start.trim() && b.end.trim()
      ? [{ TopsAccountTypeId: id, StartNumber: b.start.trim(), EndNumber: b.end.trim() }]
      : [];
  });
}

/** A type with one number typed asks for the other; the ranges' own problem goes above Save. */
function rangesRule({ Bounds: bounds }: { Bounds: Bounds }) {
  const errors: Record<string, string | null> = {
    [formProblemKey]: accountRangesProblem(rangesOf(bounds)),
  };
  for (const [id, b] of Object.entries(bounds)) {
    const [start, end] = [b.start.trim(), b.end.trim()];
    if (start && !end) errors[`Bounds.${id}.end`] = 'Enter the end number too, or neither.';
    if (end && !start) errors[`Bounds.${id}.start`] = 'Enter the start number too, or neither.';
  }
  return errors;
}

/** One start and end number per account type; a type left empty has no range. */
export function AccountRangesPanel({ communityAgentId }: { communityAgentId: number }) {
  const ranges = useQuery(rangesQuery(communityAgentId));
  if (!ranges.data) return ranges.isError ? <LoadError error={ranges.error} /> : <PageLoader />;
  return <RangesForm communityAgentId={communityAgentId} saved={ranges.data} />;
}

function RangesForm({
  communityAgentId,
  saved,
}: {
  communityAgentId: number;
  saved: AccountRange[];
}) {
  const queryClient = useQueryClient();
  const access = useClaimAccess('glaccounts');
  const form = useContractForm({
    initialValues: { Bounds: toBounds(saved) },
    schema: contract.glAccounts.SaveAccountRanges.body,
    toBody: (values) => rangesOf(values.Bounds),
    rules: rangesRule,
  });
  const save = useMutation({
    mutationFn: (body: SaveBody) =>
      api.call(contract.glAccounts.SaveAccountRanges, { params: { communityAgentId }, body }),
    onSuccess: async (result) => {
      showSuccess('Account ranges saved.');
      form.setValues({ Bounds: toBounds(result) });
      await queryClient.invalidateQueries({ queryKey: glKey });
    },
  });

  return (
    <Paper withBorder p="md" radius="sm" maw={720}>
      <form
        noValidate
        aria-label="Account ranges"
        onSubmit={form.onSubmit((body) => {
          save.mutate(body);
        })}
      >
        <Text size="sm" c="dimmed" mb="sm">
          Account numbers of a type must lie in its range. Types of one group may share numbers.
        </Text>
        <Table aria-label="Account ranges">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Account type</Table.Th>
              <Table.Th>Group</Table.Th>
              <Table.Th>Start number</Table.Th>
              <Table.Th>End number</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {AccountTypes.map((type) => (
              <Table.Tr key={type.TopsAccountTypeId}>
                <Table.Td>{type.AccountTypeName}</Table.Td>
                <Table.Td>{type.AccountGroup}</Table.Td>
                {(['start', 'end'] as const).map((side) => (
                  <Table.Td key={side}>
                    <TextInput
                      aria-label={`${type.AccountTypeName} ${side} number`}
                      maxLength={AccountNumberMaxLength}
                      readOnly={!access.canUpdate}
                      {...form.getInputProps(`Bounds.${String(type.TopsAccountTypeId)}.${side}`)}
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <ProblemAlert problem={formProblem(form.errors)} />
        {access.canUpdate ? (
          <Group justify="flex-end" align="flex-end" mt="sm" gap="xs">
            <Button
              variant="default"
              mt="xs"
              onClick={() => {
                form.setValues({ Bounds: toBounds(DefaultAccountRanges) });
              }}
            >
              Use standard ranges
            </Button>
            <FormActions onCancel={form.reset} saving={save.isPending} label="Save ranges" />
          </Group>
        ) : null}
      </form>
    </Paper>
  );
}
