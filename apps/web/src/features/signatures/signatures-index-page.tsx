import { contract, type Signature } from '@hoa/contract';
import { Button, Checkbox, Group, Stack, Table, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showSuccess } from '../../app/toasts';
import { EmptyRow } from '../../widgets/empty-row';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { AuthorizedSignatures } from './authorized-signatures';
import { SignatureEditModal } from './signature-edit-modal';
import { signaturesIndexQuery, signaturesKey } from './signature-queries';
import { MayCall } from '../../widgets/may-call';

/** Signatures index: every signature with its usage; edit, delete, and assign to bank accounts. */
export function SignaturesIndexPage() {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const client = useQueryClient();
  const go = useGo();
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [editing, setEditing] = useState<Signature | null>(null);
  const list = useQuery(signaturesIndexQuery(search.trim()));
  const rows = list.data?.Rows ?? [];
  const remove = useMutation({
    mutationFn: () =>
      api.call(contract.signatures.DeleteMultipleSignatures, {
        body: { SignatureIds: [...selected] },
      }),
    onSuccess: async (result) => {
      setSelected(new Set());
      await client.invalidateQueries({ queryKey: signaturesKey });
      showSuccess(`${String(result.Deleted)} signatures deleted.`);
    },
  });
  const toggle = (id: number) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setSelected(next);
  };
  return (
    <>
      <PageHeader
        title="Signatures"
        subtitle="Printed on checks as authorized signatures 1 and 2"
        actions={
          <Group>
            <MayCall calls={contract.signatures.DeleteMultipleSignatures}>
              <Button
                color="red"
                variant="light"
                disabled={selected.size === 0}
                loading={remove.isPending}
                onClick={() => remove.mutate()}
              >
                Delete selected
              </Button>
            </MayCall>
            <MayCall calls={contract.signatures.CreateSignature}>
              <Button
                onClick={() => void go(buildRoute(SiteMap.signatureAdd, { communityAgentId }))}
              >
                Add signature
              </Button>
            </MayCall>
          </Group>
        }
      />
      <TextInput
        placeholder="Search by name"
        maxLength={100}
        w={280}
        mb="sm"
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
      />
      {list.isError ? <LoadError error={list.error} /> : null}
      <Table striped highlightOnHover fz="sm" verticalSpacing={4} aria-label="Signatures">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={36} />
            <Table.Th>Name</Table.Th>
            <Table.Th>Image</Table.Th>
            <Table.Th>Used on</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && !list.isPending ? (
            <EmptyRow colSpan={5}>No signatures yet.</EmptyRow>
          ) : null}
          {rows.map((s) => (
            <Table.Tr key={s.SignatureId}>
              <Table.Td>
                <Checkbox
                  aria-label={`Select ${s.Name}`}
                  checked={selected.has(s.SignatureId)}
                  onChange={() => toggle(s.SignatureId)}
                />
              </Table.Td>
              <Table.Td>{s.Name}</Table.Td>
              <Table.Td>{`${s.ContentType.replace('image/', '').toUpperCase()}, ${(s.SizeBytes / 1024).toFixed(1)} KB`}</Table.Td>
              <Table.Td>
                <Stack gap={0}>
                  {s.Usage.length === 0 ? '—' : null}
                  {s.Usage.map((u) => (
                    <span key={`${String(u.BankAccountId)}-${String(u.AuthorizedSignatureNumber)}`}>
                      {`Signature ${String(u.AuthorizedSignatureNumber)}: ${u.CommunityName} · ${u.AccountName}`}
                    </span>
                  ))}
                </Stack>
              </Table.Td>
              <Table.Td>
                <MayCall calls={contract.signatures.SaveSignature}>
                  <Button size="compact-xs" variant="default" onClick={() => setEditing(s)}>
                    Edit
                  </Button>
                </MayCall>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Title order={4} mt="lg" mb="xs">
        {`Authorized signatures — ${community.DisplayName}`}
      </Title>
      <AuthorizedSignatures communityAgentId={communityAgentId} />
      {editing ? <SignatureEditModal signature={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
