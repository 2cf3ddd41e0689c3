import { calledWith, contract, type CcrRecordView } from '@hoa/contract';
import { formatCents } from '@hoa/domain';
import { Anchor, Badge, Button, Group, Paper, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { buildRoute, SiteMap } from '../../app/site-map';
import { DataGrid, type GridColumn } from '../../widgets/data-grid/data-grid';
import { DateText } from '../../widgets/date-text';
import { MayCall } from '../../widgets/may-call';
import { useRemoveTransaction } from '../owner-ledger/index';
import { refreshViolations } from './ccr-queries';

const C = contract.ccr;

interface LadderRow {
  level: CcrRecordView['Levels'][number];
  taken: CcrRecordView['Actions'][number] | null;
}

/** A taken level's fine: the amount, and Remove while it stands (or Removed once it does not). */
function TakenFine({
  taken,
  onRemove,
}: {
  taken: CcrRecordView['Actions'][number];
  onRemove: (chargeItemId: number, fine: number) => void;
}) {
  const chargeItemId = taken.ChargeItemId;
  if (chargeItemId === null) return '—';
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <Text size="sm" td={taken.FineRemoved ? 'line-through' : undefined}>
        {formatCents(taken.Fine)}
      </Text>
      {taken.FineRemoved ? (
        <Badge size="xs" color="gray">
          Removed
        </Badge>
      ) : (
        <MayCall calls={removeFineCalls}>
          <Button
            size="compact-xs"
            variant="subtle"
            color="red"
            aria-label={`Remove the fine of ${taken.LevelName}`}
            onClick={() => onRemove(chargeItemId, taken.Fine)}
          >
            Remove
          </Button>
        </MayCall>
      )}
    </Group>
  );
}

/** RemoveCCRTransactionItem, which also needs delete access to the fine's charge. */
const removeFineCalls = calledWith(C.RemoveCCRTransactionItem, {
  claim: 'arapplycharges',
  level: 'delete',
});

/**
 * The process's levels with what the violation took: when, by whom, its letter, its fine (with
 * its removal), forced.
 */
const ladderColumns = (
  communityAgentId: number,
  onRemoveFine: (chargeItemId: number, fine: number) => void,
): GridColumn<LadderRow>[] => [
  { id: 'sequence', header: '#', width: 50, cell: (r) => r.level.Sequence },
  { id: 'level', header: 'Level', width: 180, cell: (r) => r.level.LevelName },
  { id: 'days', header: 'Days', width: 70, align: 'right', cell: (r) => r.level.Days },
  {
    id: 'fine',
    header: 'Fine',
    width: 170,
    align: 'right',
    cell: (r) =>
      r.taken ? (
        <TakenFine taken={r.taken} onRemove={onRemoveFine} />
      ) : r.level.AdminFee > 0 ? (
        formatCents(r.level.AdminFee)
      ) : (
        '—'
      ),
  },
  {
    id: 'letter',
    header: 'Letter',
    width: 180,
    cell: (r) =>
      r.taken?.MessageBatchItemId ? (
        <Anchor
          size="sm"
          href={buildRoute(SiteMap.messageBatchEditor, {
            communityAgentId,
            messageBatchItemId: r.taken.MessageBatchItemId,
          })}
        >
          {r.level.TemplateName ?? 'Letter'}
        </Anchor>
      ) : (
        (r.level.TemplateName ?? '—')
      ),
  },
  {
    id: 'taken',
    header: 'Taken',
    width: 240,
    cell: (r) =>
      r.taken ? (
        <Group gap={4}>
          <DateText value={r.taken.TakenOn} />
          <Text size="xs" c="dimmed">
            {r.taken.TakenByName ?? ''}
          </Text>
          {r.taken.IsForced ? <Badge size="xs">Forced</Badge> : null}
        </Group>
      ) : (
        '—'
      ),
  },
];

/**
 * The ladder of the violation's process: each level with what the violation took there, a taken
 * fine removed through the owner ledger's removal.
 */
export function ViolationLadder({ view }: { view: CcrRecordView }) {
  const record = view.Record;
  const communityAgentId = record.CommunityAgentId;
  const client = useQueryClient();
  const fineRemoval = useRemoveTransaction(communityAgentId, () => {
    void refreshViolations(client);
  });
  const ladder = view.Levels.map((level) => ({
    level,
    taken: view.Actions.find((a) => a.TemplateLevelId === level.TemplateLevelId) ?? null,
  }));
  return (
    <Paper withBorder p="sm">
      <Title order={5} mb="xs">
        {record.ActionProcessName ?? 'No action process'}
      </Title>
      <DataGrid
        aria-label="Levels"
        rows={ladder}
        columns={ladderColumns(communityAgentId, fineRemoval.startViolationFine)}
        rowKey={(row) => row.level.TemplateLevelId}
        rowTestId={(row) => `level-${String(row.level.Sequence)}`}
        empty="The violation’s code follows no action process."
      />
    </Paper>
  );
}
