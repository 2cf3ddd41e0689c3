import { contract } from '@hoa/contract';
import { Badge, Button, Group, Paper, SimpleGrid, Switch, Table, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { showSuccess } from '../../app/toasts';
import { EmptyRow } from '../../widgets/empty-row';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { ControllerModal } from './controller-modal';
import { DocumentModal } from './document-modal';
import {
  accountQuery,
  D,
  documentsNeededQuery,
  documentsQuery,
  dpKey,
  statusColor,
} from './dp-queries';
import { EnableModal } from './enable-modal';
import { MayCall } from '../../widgets/may-call';
import { ApSettingsPanel } from '../ap-settings';

/** Community payments setup: digital payment onboarding, controller, documents and status. */
export function PaymentsSetupPage() {
  const community = useCurrentCommunity();
  const id = community.CommunityAgentId;
  const client = useQueryClient();
  const account = useQuery(accountQuery(id));
  const documents = useQuery(documentsQuery(id));
  const needed = useQuery(documentsNeededQuery(id));
  const [modal, setModal] = useState<'enable' | 'controller' | 'document' | null>(null);
  const toggle = useMutation({
    mutationFn: (on: boolean) =>
      api.call(D.UpdateCommunityPaymentsSetup, {
        body: { CommunityAgentId: id, IsPaymentsEnabled: on },
      }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: dpKey });
      showSuccess('Payments setup saved');
    },
  });
  const a = account.data;
  const enableLabel = !a?.CustomerId
    ? 'Enable digital payment'
    : a.Status === 'Retry'
      ? 'Retry'
      : 'Upgrade';
  return (
    <>
      <PageHeader
        title="Community payments setup"
        subtitle={community.DisplayName}
        actions={
          <Group>
            <Button
              variant="default"
              disabled={!a?.CustomerId}
              onClick={() => setModal('controller')}
            >
              Controller info
            </Button>
            <Button onClick={() => setModal('enable')} disabled={!a}>
              {enableLabel}
            </Button>
          </Group>
        }
      />
      <ApSettingsPanel communityAgentId={id} />
      {account.isError ? <LoadError error={account.error} /> : null}
      {a ? (
        <Paper withBorder p="md" mb="md">
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <div>
              <Text size="xs" c="dimmed">
                Account status
              </Text>
              <Badge color={statusColor(a.Status)} aria-label="Account status">
                {a.Status ?? 'Not enabled'}
              </Badge>
            </div>
            <div>
              <Text size="xs" c="dimmed">
                Platform
              </Text>
              <Badge variant="light" color={statusColor(a.PlatformStatus)}>
                {a.PlatformStatus}
              </Badge>
            </div>
            <div>
              <Text size="xs" c="dimmed">
                Business
              </Text>
              <Text size="sm">
                {a.BusinessName ?? '—'} {a.EinLast4 ? `(EIN ••${a.EinLast4})` : ''}
              </Text>
            </div>
            <div>
              <Text size="xs" c="dimmed">
                Verified funding sources
              </Text>
              <Text size="sm">{a.VerifiedFundingSources}</Text>
            </div>
          </SimpleGrid>
          {a.CustomerId ? (
            <Switch
              mt="md"
              label="Pay this community's invoices digitally"
              checked={a.IsPaymentsEnabled}
              onChange={(e) => toggle.mutate(e.currentTarget.checked)}
            />
          ) : (
            <Text size="sm" mt="md" c="dimmed">
              Enable the community to pay vendors by ACH through the vendor network.
            </Text>
          )}
        </Paper>
      ) : null}
      <Paper withBorder p="md">
        <Group justify="space-between" mb="xs">
          <Text fw={600}>Verification documents</Text>
          <MayCall calls={contract.digitalPayments.UpdateCommunityPaymentsSetup}>
            <Button
              size="xs"
              variant="light"
              disabled={!a?.CustomerId || !needed.data?.IsFormOpen}
              onClick={() => setModal('document')}
            >
              Upload document
            </Button>
          </MayCall>
        </Group>
        {a?.Status === 'Document' ? (
          <Text size="sm" c="orange" mb="xs">
            The provider needs a document to verify the controller.
          </Text>
        ) : null}
        <Table striped fz="sm" aria-label="Verification documents">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>File</Table.Th>
              <Table.Th>For</Table.Th>
              <Table.Th>Type</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Failure</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(documents.data ?? []).length === 0 ? (
              <EmptyRow colSpan={5}>No document was uploaded.</EmptyRow>
            ) : null}
            {(documents.data ?? []).map((d) => (
              <Table.Tr key={d.DocumentId}>
                <Table.Td>{d.FileName}</Table.Td>
                <Table.Td>{d.DocumentFor === 1 ? 'Business' : 'Controller'}</Table.Td>
                <Table.Td>{d.Type}</Table.Td>
                <Table.Td>
                  <Badge
                    color={d.FailureReason ? 'red' : d.Status === 'reviewed' ? 'green' : 'yellow'}
                    variant="light"
                  >
                    {d.FailureReason ? 'failed' : d.Status === 'pending' ? 'in review' : d.Status}
                  </Badge>
                </Table.Td>
                <Table.Td>{d.FailureDescription ?? ''}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      {a && modal === 'enable' ? (
        <EnableModal account={a} opened onClose={() => setModal(null)} />
      ) : null}
      <ControllerModal
        communityAgentId={id}
        opened={modal === 'controller'}
        onClose={() => setModal(null)}
      />
      <DocumentModal
        communityAgentId={id}
        opened={modal === 'document'}
        onClose={() => setModal(null)}
      />
    </>
  );
}
