import { contract, type CommunityTransfer, type RequestOf } from '@hoa/contract';
import {
  CommunityTransferScope,
  CommunityTransferStatusId,
  CommunityTransferStepCount,
  CommunityTransferSteps,
  formatCents,
  formatDate,
  type IsoDate,
} from '@hoa/domain';
import { Alert, Button, Group, List, Paper, Stack, Stepper, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { api } from '../../app/api';
import { useContractForm, fieldProps } from '../../widgets/contract-form';
import { DateInput } from '../../widgets/date-input';
import { LoadError } from '../../widgets/load-error';
import { MayCall } from '../../widgets/may-call';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { transferKey, transferQuery } from './transfer-queries';

type Body = RequestOf<typeof contract.communityTransfer.CompleteTransferStep>['body'];

/** What the step shows of the community before the receiver goes on. */
function StepContent({ transfer, step }: { transfer: CommunityTransfer; step: number }) {
  const s = transfer.Summary;
  const lines: Record<number, string> = {
    1: `Key accepted: ${transfer.CommunityName} from ${transfer.SenderCompanyName}.`,
    2: `The community profile of ${transfer.CommunityName} moves with it.`,
    3: `${String(s.Properties)} properties and ${String(s.Owners)} owners move.`,
    4: `Owner balances of ${formatCents(s.OwnerBalance)} move.`,
    5: `${String(s.OpenItems)} open items move.`,
    6: `${String(s.Attachments)} attachments move.`,
    7: 'The chart of accounts and its fiscal years move.',
    8: `${String(s.GlLines)} GL lines move; the history before the transfer date is read-only.`,
    9: 'The community’s bank accounts move; the receiver gets a copy of their banks, the sender keeps its own.',
  };
  if (step === 10) {
    return (
      <Stack gap="xs">
        <Text fw={600}>What moves</Text>
        <List size="sm">
          {CommunityTransferScope.moves.map((m) => (
            <List.Item key={m}>{m}</List.Item>
          ))}
        </List>
        <Text fw={600}>What stays with the sending company</Text>
        <List size="sm" data-testid="transfer-stays">
          {CommunityTransferScope.stays.map((m) => (
            <List.Item key={m}>{m}</List.Item>
          ))}
        </List>
      </Stack>
    );
  }
  return <Text size="sm">{lines[step] ?? ''}</Text>;
}

/** The setup transfer route: the receiver takes the community through the 11 steps. */
export function SetupTransferPage() {
  const { communityTransferId } = useParams({ strict: false });
  const id = Number(communityTransferId);
  const client = useQueryClient();
  const transfer = useQuery(transferQuery(id));
  const form = useContractForm({
    initialValues: { TransferDate: null as IsoDate | null },
    schema: contract.communityTransfer.CompleteTransferStep.body,
    toBody: (values) => ({
      CommunityTransferId: id,
      Step: (transfer.data?.StepsCompleted ?? 0) + 1,
      TransferDate: values.TransferDate,
    }),
    rules: (values) => ({
      TransferDate:
        transfer.data?.StepsCompleted === CommunityTransferStepCount - 1 && !values.TransferDate
          ? 'Transfer Date is required.'
          : null,
    }),
  });
  const complete = useMutation({
    mutationFn: (body: Body) => api.call(contract.communityTransfer.CompleteTransferStep, { body }),
    onSuccess: async (next) => {
      client.setQueryData(transferQuery(id).queryKey, next);
      await client.invalidateQueries({ queryKey: transferKey });
      if (next.StatusId === CommunityTransferStatusId.Completed)
        await client.invalidateQueries({ queryKey: ['communityList'] });
    },
  });
  if (transfer.error) return <LoadError error={transfer.error} />;
  if (!transfer.data) return <PageLoader />;
  const t = transfer.data;
  const done = t.StatusId === CommunityTransferStatusId.Completed;
  const next = t.StepsCompleted + 1;
  const last = next === CommunityTransferStepCount;
  return (
    <>
      <PageHeader
        title={`Transfer of ${t.CommunityName}`}
        subtitle={`From ${t.SenderCompanyName} to ${t.ReceiverCompanyName ?? ''}`}
      />
      <Paper withBorder p="md">
        <Stepper
          active={done ? CommunityTransferStepCount : t.StepsCompleted}
          orientation="vertical"
          size="sm"
        >
          {CommunityTransferSteps.map((step) => (
            <Stepper.Step
              key={step.Step}
              label={step.Name}
              data-testid={`transfer-step-${String(step.Step)}`}
            >
              {step.Step === next && !done ? (
                <form noValidate onSubmit={form.onSubmit((body) => complete.mutate(body))}>
                  <Stack>
                    <StepContent transfer={t} step={step.Step} />
                    {last ? (
                      <>
                        <Alert color="yellow">
                          Completing moves the community now, all or nothing; the sending company
                          loses access to it.
                        </Alert>
                        <DateInput label="Transfer date" {...fieldProps(form, 'TransferDate')} />
                      </>
                    ) : null}
                    <Group>
                      <MayCall calls={contract.communityTransfer.CompleteTransferStep}>
                        <Button type="submit" loading={complete.isPending}>
                          {last ? 'Complete transfer' : 'Next'}
                        </Button>
                      </MayCall>
                    </Group>
                  </Stack>
                </form>
              ) : null}
            </Stepper.Step>
          ))}
          <Stepper.Completed>
            <Alert color="green" data-testid="transfer-completed">
              {t.CommunityName} now belongs to {t.ReceiverCompanyName ?? ''}; its ledger before{' '}
              {formatDate(t.TransferDate ?? '')} is read-only.
            </Alert>
          </Stepper.Completed>
        </Stepper>
      </Paper>
    </>
  );
}
