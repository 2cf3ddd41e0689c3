import { contract } from '@hoa/contract';
import { TxnTypeId, type NoteTxnType } from '@hoa/domain';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { LoadError } from '../../widgets/load-error';
import { PageLoader } from '../../widgets/page-loader';
import { NoteForm } from './note-form';
import { NoteItemLoader } from './note-item-loader';

export function NoteAddPage() {
  return <NoteAdd txnType={TxnTypeId.Comment} />;
}

export function TaskAddPage() {
  return <NoteAdd txnType={TxnTypeId.Task} />;
}

export function NoteEditPage() {
  const { noteItemId } = useParams({ strict: false });
  return <NoteEdit txnType={TxnTypeId.Comment} itemId={Number(noteItemId)} />;
}

export function TaskEditPage() {
  const { taskItemId } = useParams({ strict: false });
  return <NoteEdit txnType={TxnTypeId.Task} itemId={Number(taskItemId)} />;
}

/** A new note or task, about the community or the agent in the route. */
function NoteAdd({ txnType }: { txnType: NoteTxnType }) {
  const community = useCurrentCommunity();
  const { agentId } = useParams({ strict: false });
  const aboutId = agentId ? Number(agentId) : community.CommunityAgentId;
  const agent = useQuery({
    queryKey: ['notes', 'about', aboutId],
    queryFn: () => api.call(contract.crm.GetAgent, { query: { agentId: aboutId } }),
    enabled: aboutId !== community.CommunityAgentId,
  });
  if (aboutId !== community.CommunityAgentId && !agent.data) {
    return agent.isError ? <LoadError error={agent.error} /> : <PageLoader />;
  }
  return (
    <NoteForm
      communityAgentId={community.CommunityAgentId}
      txnType={txnType}
      item={undefined}
      about={{ id: aboutId, name: agent.data?.Contact.DisplayName ?? community.DisplayName }}
    />
  );
}

function NoteEdit({ txnType, itemId }: { txnType: NoteTxnType; itemId: number }) {
  const community = useCurrentCommunity();
  return (
    <NoteItemLoader txnType={txnType} itemId={itemId}>
      {(item) => (
        <NoteForm
          key={item.TopsItemId}
          communityAgentId={community.CommunityAgentId}
          txnType={txnType}
          item={item}
          about={{ id: item.Note.TopsAgentId, name: item.Note.AgentName }}
        />
      )}
    </NoteItemLoader>
  );
}
