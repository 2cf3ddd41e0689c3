import type { NoteItem } from '@hoa/contract';
import { isTaskOpen, noteTxnTypeName, TxnTypeId, type NoteTxnType } from '@hoa/domain';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useParams } from '@tanstack/react-router';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { DateText, DateTimeText } from '../../widgets/date-text';
import { CompleteTaskButton, ItemFeed } from '../../widgets/item-feed';
import { Fact } from '../../widgets/fact';
import { PageHeader } from '../../widgets/page-header';
import { NoteItemLoader } from './note-item-loader';

export function NoteViewPage() {
  const { noteItemId } = useParams({ strict: false });
  return <NoteView txnType={TxnTypeId.Comment} itemId={Number(noteItemId)} />;
}

export function TaskViewPage() {
  const { taskItemId } = useParams({ strict: false });
  return <NoteView txnType={TxnTypeId.Task} itemId={Number(taskItemId)} />;
}

/** The note view (noteItemId) and the task view (taskItemId) of spec 1 §2.5. */
function NoteView({ txnType, itemId }: { txnType: NoteTxnType; itemId: number }) {
  return (
    <NoteItemLoader txnType={txnType} itemId={itemId}>
      {(item) => <NoteDetails item={item} />}
    </NoteItemLoader>
  );
}

function NoteDetails({ item }: { item: NoteItem }) {
  const go = useGo();
  const isTask = item.TxnType === TxnTypeId.Task;
  const values = { communityAgentId: item.CommunityAgentId };
  const edit = isTask
    ? buildRoute(SiteMap.taskEdit, { ...values, taskItemId: item.TopsItemId })
    : buildRoute(SiteMap.noteEdit, { ...values, noteItemId: item.TopsItemId });
  const index = buildRoute(isTask ? SiteMap.tasksIndex : SiteMap.notesIndex, values);
  const { Note } = item;
  return (
    <Stack gap="md">
      <PageHeader
        title={Note.Subject}
        subtitle={`${noteTxnTypeName(item.TxnType)} #${item.TopsItemId}`}
        actions={
          <>
            <Button variant="default" onClick={() => void go(index)}>
              {isTask ? 'All tasks' : 'All notes'}
            </Button>
            {Note.IsDeleted ? null : (
              <Button variant="default" onClick={() => void go(edit)}>
                Edit
              </Button>
            )}
            {isTask && isTaskOpen(item.TopsStatusId) ? (
              <CompleteTaskButton taskItemId={item.TopsItemId} subject={Note.Subject} size="sm" />
            ) : null}
          </>
        }
      />
      <Paper withBorder p="md" radius="sm">
        <Group gap="xs" mb="sm">
          {isTask ? (
            <Badge color={isTaskOpen(item.TopsStatusId) ? 'orange' : 'gray'}>
              {item.StatusName}
            </Badge>
          ) : null}
          {Note.IsDeleted ? <Badge color="red">Deleted</Badge> : null}
          {Note.IsPublic ? <Badge variant="light">Public</Badge> : null}
          {Note.IncludeInPropertyAccountingFeed ? (
            <Badge variant="light" color="teal">
              Accounting feed
            </Badge>
          ) : null}
        </Group>
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" mb="sm">
          <Fact label="About">{Note.AgentName}</Fact>
          <Fact label="Start date">
            {item.StartDate ? <DateText value={item.StartDate} /> : '—'}
          </Fact>
          <Fact label="End date">{item.EndDate ? <DateText value={item.EndDate} /> : '—'}</Fact>
          <Fact label="Assigned to">
            {item.AssignedAgents.map((a) => a.DisplayName).join(', ') || 'Nobody'}
          </Fact>
          <Fact label="Created">
            <DateTimeText value={item.DateCreated} />
            {item.CreatedBy ? ` by ${item.CreatedBy}` : ''}
          </Fact>
          {item.CompletedAt ? (
            <Fact label="Completed">
              <DateTimeText value={item.CompletedAt} />
            </Fact>
          ) : null}
          {item.TopsParentItemId ? (
            <Fact label="On transaction">#{item.TopsParentItemId}</Fact>
          ) : null}
        </SimpleGrid>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {Note.Description || 'No description.'}
        </Text>
      </Paper>
      <div>
        <Title order={4} mb="xs">
          Activity of {Note.AgentName}
        </Title>
        <ItemFeed
          agentId={Note.TopsAgentId}
          communityAgentId={item.CommunityAgentId}
          filter="all"
        />
      </div>
    </Stack>
  );
}
