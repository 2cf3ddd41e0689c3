import { calledWith, contract } from '@hoa/contract';
import { Button, Paper, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { EmptyRow } from '../../widgets/empty-row';
import { LinkButton } from '../../widgets/link-button';
import { LoadError } from '../../widgets/load-error';
import { MayCall } from '../../widgets/may-call';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { CommitteeFormModal } from './committee-form-modal';
import { CommitteeFlags } from './committee-flags';
import { committeesQuery } from './committee-queries';

/** The community's committees, primary first. */
export function CommitteesPage() {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const go = useGo();
  const committees = useQuery(committeesQuery(communityAgentId));
  const [creating, setCreating] = useState(false);
  const open = (agentId: number) => {
    void go(buildRoute(SiteMap.committeeProfile, { communityAgentId, agentId }));
  };

  return (
    <>
      <PageHeader
        title="Committees"
        subtitle={community.DisplayName}
        actions={
          <MayCall
            calls={calledWith(contract.committees.SaveCommittee, {
              claim: 'committees',
              level: 'create',
            })}
          >
            <Button
              onClick={() => {
                setCreating(true);
              }}
            >
              New committee
            </Button>
          </MayCall>
        }
      />
      {committees.data ? (
        <Paper withBorder radius="sm">
          <Table aria-label="Committees" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Alias</Table.Th>
                <Table.Th>Flags</Table.Th>
                <Table.Th ta="right">Members</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {committees.data.map((committee) => (
                <Table.Tr key={committee.TopsAgentId}>
                  <Table.Td>
                    <LinkButton
                      onClick={() => {
                        open(committee.TopsAgentId);
                      }}
                    >
                      {committee.DisplayName}
                    </LinkButton>
                  </Table.Td>
                  <Table.Td>{committee.Alias}</Table.Td>
                  <Table.Td>
                    <CommitteeFlags committee={committee} />
                  </Table.Td>
                  <Table.Td ta="right">{committee.MemberCount}</Table.Td>
                </Table.Tr>
              ))}
              {committees.data.length === 0 ? (
                <EmptyRow colSpan={4}>No committees yet.</EmptyRow>
              ) : null}
            </Table.Tbody>
          </Table>
        </Paper>
      ) : committees.isError ? (
        <LoadError error={committees.error} />
      ) : (
        <PageLoader />
      )}
      <CommitteeFormModal
        opened={creating}
        communityAgentId={communityAgentId}
        committee={undefined}
        onClose={() => {
          setCreating(false);
        }}
        onSaved={(saved) => {
          open(saved.TopsAgentId);
        }}
      />
    </>
  );
}
