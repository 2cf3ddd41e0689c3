import { contract, type ResponseOf } from '@hoa/contract';
import { formatCents } from '@hoa/domain';
import {
  Badge,
  Group,
  Modal,
  Paper,
  ScrollArea,
  SimpleGrid,
  Stack,
  Text,
  Button,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadError } from '../../widgets/load-error';
import { MayCall } from '../../widgets/may-call';
import { PdfFrame } from '../../widgets/pdf-frame';
import { dryRunQuery, sampleLettersQuery } from './batch-queries';

type DryRun = ResponseOf<typeof contract.messageBatches.GetMessageBatchDryRun>;

const count = (n: number) => n.toLocaleString('en-US');

/**
 * What releasing would do (GetMessageBatchDryRun): recipients by delivery, those who cannot be
 * reached and why, and for letters print recipients without an address, the printed letters' cost
 * by mailroom option (the template's own option marked) and sample letters.
 */
export function DryRunPanel({
  messageBatchItemId,
  letters,
}: {
  messageBatchItemId: number;
  /** A letter batch (else it emails attached files). */
  letters: boolean;
}) {
  const dryRun = useQuery(dryRunQuery(messageBatchItemId));
  const [samples, setSamples] = useState(false);
  return (
    <Paper withBorder p="sm" style={{ flex: 1, minWidth: 0 }} aria-label="Dry run">
      <Group justify="space-between" mb={6}>
        <Text size="sm" fw={600}>
          Dry run
        </Text>
        {letters ? (
          <MayCall calls={contract.messageBatches.GetSampleLetters}>
            <Button size="compact-sm" variant="default" onClick={() => setSamples(true)}>
              Sample letters
            </Button>
          </MayCall>
        ) : null}
      </Group>
      {dryRun.isError ? <LoadError error={dryRun.error} /> : null}
      {dryRun.data ? <DryRunFacts run={dryRun.data} letters={letters} /> : null}
      {dryRun.isPending ? (
        <Text size="sm" c="dimmed">
          Checking the recipients…
        </Text>
      ) : null}
      <SampleLettersModal
        messageBatchItemId={messageBatchItemId}
        opened={samples}
        onClose={() => setSamples(false)}
      />
    </Paper>
  );
}

function DryRunFacts({ run, letters }: { run: DryRun; letters: boolean }) {
  return (
    <Stack gap="xs">
      <Group gap="lg">
        <Counted label="Recipients" value={run.Recipients} />
        {letters ? <Counted label="Letters to print" value={run.Print} /> : null}
        <Counted label="Emails" value={run.Email} />
        <Counted label="Cannot be sent" value={run.Invalid.length} danger />
        {letters ? (
          <Counted label="No mailing address" value={run.NoAddress.length} danger />
        ) : null}
      </Group>
      {letters ? <CostEstimates run={run} /> : null}
      {run.Invalid.length > 0 ? (
        <NameList
          title="Cannot be sent"
          names={run.Invalid.map((r) => `${r.Name}: ${r.validationError}`)}
        />
      ) : null}
      {run.NoAddress.length > 0 ? (
        <NameList title="No mailing address" names={run.NoAddress.map((r) => r.Name)} />
      ) : null}
    </Stack>
  );
}

/** The printed letters' cost by mailroom option, the template's own option marked. */
function CostEstimates({ run }: { run: DryRun }) {
  return (
    <div>
      <Text size="xs" c="dimmed" mb={2}>
        Estimated print and postage cost
      </Text>
      <SimpleGrid cols={3} spacing={6}>
        {run.CostEstimates.map((estimate) => {
          const chosen = estimate.MailroomDeliveryOption === run.MailroomDeliveryOption;
          return (
            <Paper
              key={estimate.MailroomDeliveryOption}
              withBorder
              px="xs"
              py={4}
              bg={chosen ? 'var(--mantine-color-blue-0)' : undefined}
              style={chosen ? { borderColor: 'var(--mantine-color-blue-5)' } : undefined}
              aria-current={chosen ? 'true' : undefined}
              data-testid={`estimate-${String(estimate.MailroomDeliveryOption)}`}
            >
              <Group justify="space-between" gap={4} wrap="nowrap">
                <Text size="xs">{estimate.Name}</Text>
                {chosen ? (
                  <Badge size="xs" variant="filled">
                    Template
                  </Badge>
                ) : null}
              </Group>
              <Text size="sm" fw={600} ff="monospace" ta="right">
                {formatCents(estimate.Cents)}
              </Text>
            </Paper>
          );
        })}
      </SimpleGrid>
    </div>
  );
}

function Counted({ label, value, danger }: { label: string; value: number; danger?: boolean }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="lg" fw={600} c={danger && value > 0 ? 'red.7' : undefined}>
        {count(value)}
      </Text>
    </div>
  );
}

function NameList({ title, names }: { title: string; names: readonly string[] }) {
  return (
    <div>
      <Text size="xs" c="red.8" fw={500}>
        {title} ({count(names.length)})
      </Text>
      <ScrollArea.Autosize mah={96} type="auto">
        <Text size="xs" c="red.8" component="div">
          {names.map((name, i) => (
            <div key={`${String(i)}-${name}`}>{name}</div>
          ))}
        </Text>
      </ScrollArea.Autosize>
    </div>
  );
}

/** The first three valid recipients' letters as they would go out, in a modal. */
function SampleLettersModal({
  messageBatchItemId,
  opened,
  onClose,
}: {
  messageBatchItemId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const samples = useQuery(sampleLettersQuery(messageBatchItemId, opened));
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Sample letters"
      size="xl"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <PdfFrame title="Sample letters" blob={samples.data} error={samples.error} />
    </Modal>
  );
}
