import { contract, type Signature } from '@hoa/contract';
import { Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showSuccess } from '../../app/toasts';
import { DataGrid, type GridColumn } from '../../widgets/data-grid/data-grid';
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
  const rows = list.data?.Rows ?? noSignatures;
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
  const columns = useMemo(() => signatureColumns(setEditing), []);
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
      <DataGrid
        aria-label="Signatures"
        rows={rows}
        columns={columns}
        rowKey={signatureKey}
        variableRowHeight
        selection={{
          selected,
          onChange: (next) => setSelected(new Set([...next].map(Number))),
          rowLabel: (s) => `Select ${s.Name}`,
          allLabel: 'Select every signature',
        }}
        empty={list.isPending ? 'Loading…' : 'No signatures yet.'}
      />
      <Title order={4} mt="lg" mb="xs">
        {`Authorized signatures — ${community.DisplayName}`}
      </Title>
      <AuthorizedSignatures communityAgentId={communityAgentId} />
      {editing ? <SignatureEditModal signature={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}

const noSignatures: Signature[] = [];
const signatureKey = (s: Signature) => s.SignatureId;

function signatureColumns(edit: (signature: Signature) => void): GridColumn<Signature>[] {
  return [
    { id: 'name', header: 'Name', width: 200, cell: (s) => s.Name },
    {
      id: 'image',
      header: 'Image',
      width: 120,
      cell: (s) =>
        `${s.ContentType.replace('image/', '').toUpperCase()}, ${(s.SizeBytes / 1024).toFixed(1)} KB`,
    },
    {
      id: 'usage',
      header: 'Used on',
      width: 380,
      cell: (s) => (
        <Stack gap={0}>
          {s.Usage.length === 0 ? '—' : null}
          {s.Usage.map((u) => (
            <span key={`${String(u.BankAccountId)}-${String(u.AuthorizedSignatureNumber)}`}>
              {`Signature ${String(u.AuthorizedSignatureNumber)}: ${u.CommunityName} · ${u.AccountName}`}
            </span>
          ))}
        </Stack>
      ),
    },
    {
      id: 'actions',
      header: '',
      width: 80,
      cell: (s) => (
        <MayCall calls={contract.signatures.SaveSignature}>
          <Button size="compact-xs" variant="default" onClick={() => edit(s)}>
            Edit
          </Button>
        </MayCall>
      ),
    },
  ];
}
