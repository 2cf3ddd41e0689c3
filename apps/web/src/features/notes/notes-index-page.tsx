import { contract, type NoteListItem } from '@hoa/contract';
import { isTaskOpen, TxnTypeId, type NoteTxnType } from '@hoa/domain';
import { Anchor, Badge, Button, SegmentedControl, Tabs } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { DataGrid, type GridColumn } from '../../widgets/data-grid/data-grid';
import { DateText } from '../../widgets/date-text';
import { MayCall } from '../../widgets/may-call';
import { CompleteTaskButton, noteViewRoute } from '../../widgets/item-feed';
import { GridPager } from '../../widgets/grid-pager';
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
        <NotesTable
          rows={list.data.Items}
          isTask={isTask}
          communityAgentId={communityAgentId}
          footer={
            <GridPager
              pages={Math.ceil(list.data.TotalCount / NotesPageSize)}
              page={page}
              onChange={setPage}
              justify="flex-end"
              size="sm"
            />
          }
        />
      ) : list.isError ? (
        <LoadError error={list.error} />
      ) : (
        <PageLoader />
      )}
    </>
  );
}

/** A page of notes or tasks in the data grid; a subject opens its note. */
function NotesTable({
  rows,
  isTask,
  communityAgentId,
  footer,
}: {
  rows: NoteListItem[];
  isTask: boolean;
  communityAgentId: number;
  footer: ReactNode;
}) {
  const go = useGo();
  const columns = useMemo(
    () =>
      noteColumns(
        isTask,
        (row) => noteViewRoute({ ...row, CommunityAgentId: communityAgentId }) ?? '',
        go,
      ),
    [isTask, communityAgentId, go],
  );
  return (
    <DataGrid
      aria-label={isTask ? 'Tasks' : 'Notes'}
      rows={rows}
      columns={columns}
      rowKey={noteKey}
      rowHeight={36}
      empty={isTask ? 'No tasks here.' : 'No notes yet.'}
      footer={footer}
    />
  );
}

const noteKey = (row: NoteListItem) => row.TopsItemId;

function noteColumns(
  isTask: boolean,
  viewOf: (row: NoteListItem) => string,
  go: (path: string) => unknown,
): GridColumn<NoteListItem>[] {
  return [
    { id: 'date', header: 'Date', width: 110, cell: (row) => <DateText value={row.EventDate} /> },
    {
      id: 'subject',
      header: 'Subject',
      width: 320,
      cell: (row) => (
        <>
          <Anchor
            size="sm"
            href={`#${viewOf(row)}`}
            onClick={(event) => {
              event.preventDefault();
              void go(viewOf(row));
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
        </>
      ),
    },
    { id: 'about', header: 'About', width: 200, cell: (row) => row.AgentName },
    { id: 'start', header: 'Start', width: 110, cell: (row) => <DateText value={row.StartDate} /> },
    { id: 'end', header: 'End', width: 110, cell: (row) => <DateText value={row.EndDate} /> },
    {
      id: 'assigned',
      header: 'Assigned',
      width: 90,
      align: 'right',
      cell: (row) => row.AssignedCount,
    },
    {
      id: 'status',
      header: '',
      width: 130,
      align: 'right',
      cell: (row) =>
        isTask && isTaskOpen(row.TopsStatusId) ? (
          <CompleteTaskButton taskItemId={row.TopsItemId} subject={row.Subject} />
        ) : isTask ? (
          <Badge size="xs" color="gray">
            {row.StatusName}
          </Badge>
        ) : null,
    },
  ];
}
