import { contract, type NoteListItem } from '@hoa/contract';
import { isTaskOpen, TxnTypeId, type NoteTxnType } from '@hoa/domain';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Pagination,
  Paper,
  SegmentedControl,
  Table,
  Tabs,
  Text,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { DateText } from '../../widgets/date-text';
import { MayCall } from '../../widgets/may-call';
import { CompleteTaskButton, noteViewRoute } from '../../widgets/item-feed';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { communityNotesQuery, NotesPageSize } from './note-queries';

export function NotesIndexPage() {
  return <NotesIndex txnType={TxnTypeId.Comment} />;
}

export function TasksIndexPage() {
  return <NotesIndex txnType={TxnTypeId.Task} />;
}

/** The community's notes and tasks: two tabs, tasks open or completed, newest first. */
function NotesIndex({ txnType }: { txnType: NoteTxnType }) {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const go = useGo();
  const isTask = txnType === TxnTypeId.Task;
  const [isCompleted, setIsCompleted] = useState(false);
  const [page, setPage] = useState(1);
  const list = useQuery(communityNotesQuery({ communityAgentId, txnType, isCompleted, page }));
  const values = { communityAgentId };

  return (
    <>
      <PageHeader
        title="Notes and tasks"
        subtitle={community.DisplayName}
        actions={
          <MayCall calls={contract.notes.Create}>
            <Button variant="default" onClick={() => void go(buildRoute(SiteMap.noteAdd, values))}>
              Add note
            </Button>
            <Button onClick={() => void go(buildRoute(SiteMap.taskAdd, values))}>Add task</Button>
          </MayCall>
        }
      />
      <Tabs
        value={isTask ? 'tasks' : 'notes'}
        onChange={(tab) => {
          void go(buildRoute(tab === 'tasks' ? SiteMap.tasksIndex : SiteMap.notesIndex, values));
        }}
        mb="sm"
      >
        <Tabs.List>
          <Tabs.Tab value="notes">Notes</Tabs.Tab>
          <Tabs.Tab value="tasks">Tasks</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {isTask ? (
        <SegmentedControl
          mb="sm"
          size="xs"
          aria-label="Task status"
          data={[
            { value: 'open', label: 'Open' },
            { value: 'completed', label: 'Completed' },
          ]}
          value={isCompleted ? 'completed' : 'open'}
          onChange={(value) => {
            setIsCompleted(value === 'completed');
            setPage(1);
          }}
        />
      ) : null}
      {list.data ? (
        <Paper withBorder radius="sm">
          <NotesTable rows={list.data.Items} isTask={isTask} communityAgentId={communityAgentId} />
          {list.data.TotalCount > NotesPageSize ? (
            <Group justify="flex-end" p="xs">
              <Pagination
                size="sm"
                total={Math.ceil(list.data.TotalCount / NotesPageSize)}
                value={page}
                onChange={setPage}
              />
            </Group>
          ) : null}
        </Paper>
      ) : list.isError ? (
        <LoadError error={list.error} />
      ) : (
        <PageLoader />
      )}
    </>
  );
}

function NotesTable({
  rows,
  isTask,
  communityAgentId,
}: {
  rows: NoteListItem[];
  isTask: boolean;
  communityAgentId: number;
}) {
  const go = useGo();
  return (
    <Table aria-label={isTask ? 'Tasks' : 'Notes'} highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={110}>Date</Table.Th>
          <Table.Th>Subject</Table.Th>
          <Table.Th>About</Table.Th>
          <Table.Th w={110}>Start</Table.Th>
          <Table.Th w={110}>End</Table.Th>
          <Table.Th ta="right">Assigned</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => {
          const view = noteViewRoute({ ...row, CommunityAgentId: communityAgentId }) ?? '';
          return (
            <Table.Tr key={row.TopsItemId}>
              <Table.Td>
                <DateText value={row.EventDate} />
              </Table.Td>
              <Table.Td>
                <Anchor
                  size="sm"
                  href={`#${view}`}
                  onClick={(event) => {
                    event.preventDefault();
                    void go(view);
                  }}
                >
                  {row.Subject}
                </Anchor>
                {row.IsPublic ? (
                  <Badge ml={6} size="xs" variant="light">
                    Public
                  </Badge>
                ) : null}
                {row.IncludeInPropertyAccountingFeed ? (
                  <Badge ml={6} size="xs" variant="light" color="teal">
                    Accounting feed
                  </Badge>
                ) : null}
              </Table.Td>
              <Table.Td>{row.AgentName}</Table.Td>
              <Table.Td>
                <DateText value={row.StartDate} />
              </Table.Td>
              <Table.Td>
                <DateText value={row.EndDate} />
              </Table.Td>
              <Table.Td ta="right">{row.AssignedCount}</Table.Td>
              <Table.Td ta="right">
                {isTask && isTaskOpen(row.TopsStatusId) ? (
                  <CompleteTaskButton taskItemId={row.TopsItemId} subject={row.Subject} />
                ) : isTask ? (
                  <Badge size="xs" color="gray">
                    {row.StatusName}
                  </Badge>
                ) : null}
              </Table.Td>
            </Table.Tr>
          );
        })}
        {rows.length === 0 ? (
          <Table.Tr>
            <Table.Td colSpan={7}>
              <Text size="sm" c="dimmed" py="xs">
                {isTask ? 'No tasks here.' : 'No notes yet.'}
              </Text>
            </Table.Td>
          </Table.Tr>
        ) : null}
      </Table.Tbody>
    </Table>
  );
}
