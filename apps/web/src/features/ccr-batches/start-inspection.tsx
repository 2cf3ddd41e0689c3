import { contract, type RequestOf } from '@hoa/contract';
import { localDay, NextActionDayOptions, type IsoDate } from '@hoa/domain';
import { Button, Paper, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showErrorOr } from '../../app/toasts';
import { fieldProps, formProblem, useContractForm } from '../../widgets/contract-form';
import { DateInput } from '../../widgets/date-input';
import { MayCall } from '../../widgets/may-call';
import { ProblemAlert } from '../../widgets/problem-alert';
import { refreshBatches } from './ccr-batch-queries';

const Add = contract.ccrBatches.AddCcrBatch;

interface StartValues {
  Name: string;
  InspectedOn: IsoDate | null;
  NextActionDays: string;
}

/** Starts an inspection batch of the community: its day, name and the follow-up of its records. */
export function StartInspection({ communityAgentId }: { communityAgentId: number }) {
  const go = useGo();
  const client = useQueryClient();
  const initialValues: StartValues = {
    Name: '',
    InspectedOn: localDay(new Date()),
    NextActionDays: String(NextActionDayOptions[0]),
  };
  const form = useContractForm({
    initialValues,
    schema: Add.body,
    toBody: (values: StartValues) => ({
      CommunityAgentId: communityAgentId,
      Name: values.Name,
      InspectedOn: values.InspectedOn,
      NextActionDays: Number(values.NextActionDays),
    }),
  });
  const start = useMutation({
    mutationFn: (body: RequestOf<typeof Add>['body']) => api.call(Add, { body }),
    onError: (error) => showErrorOr(error, 'The inspection was not started.'),
    onSuccess: async (view) => {
      await refreshBatches(client);
      await go(
        buildRoute(SiteMap.ccrBatchAdd, {
          communityAgentId,
          ccrBatchId: view.Batch.CcrBatchId,
        }),
      );
    },
  });
  return (
    <Paper withBorder p="sm" maw={480}>
      <form noValidate onSubmit={form.onSubmit((body) => start.mutate(body))}>
        <Stack gap="xs">
          <TextInput label="Name" placeholder="e.g. Spring walk" {...form.getInputProps('Name')} />
          <DateInput label="Inspection date" required {...fieldProps(form, 'InspectedOn')} />
          <div>
            <Text size="sm" fw={500}>
              Next action
            </Text>
            <SegmentedControl
              aria-label="Next action in"
              fullWidth
              data={NextActionDayOptions.map((days) => ({
                value: String(days),
                label: `${String(days)} days`,
              }))}
              {...form.getInputProps('NextActionDays')}
            />
          </div>
          <ProblemAlert problem={formProblem(form.errors)} />
          <MayCall calls={Add}>
            <Button type="submit" loading={start.isPending} fullWidth>
              Start inspection
            </Button>
          </MayCall>
        </Stack>
      </form>
    </Paper>
  );
}
