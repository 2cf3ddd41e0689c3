import { contract } from '@hoa/contract';
import { Alert, Button, Group, Paper, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showSuccess } from '../../app/toasts';
import { PageHeader } from '../../widgets/page-header';
import { BankAccountSelect, checksKey } from '../ap-checks';
import { SignatureImageInput } from './signature-image-input';
import { signaturesKey } from './signature-queries';

/** Signatures add: a name and an image, optionally made signature 1 or 2 of a bank account. */
export function SignatureAddPage() {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const client = useQueryClient();
  const go = useGo();
  const [name, setName] = useState('');
  const [image, setImage] = useState<string | null>(null);
  const [bankAccountId, setBankAccountId] = useState<number | null>(null);
  const [number, setNumber] = useState<'1' | '2'>('1');
  const S = contract.signatures;
  const save = useMutation({
    mutationFn: () =>
      bankAccountId === null
        ? api.call(S.CreateSignature, { body: { Name: name.trim(), Image: image ?? '' } })
        : api.call(S.CreateSignatureAndAssignToBankAccount, {
            body: {
              Name: name.trim(),
              Image: image ?? '',
              BankAccountId: bankAccountId,
              AuthorizedSignatureNumber: number === '1' ? 1 : 2,
            },
          }),
    onSuccess: async (signature) => {
      await client.invalidateQueries({ queryKey: signaturesKey });
      await client.invalidateQueries({ queryKey: checksKey });
      showSuccess(`Signature ${signature.Name} saved.`);
      await go(buildRoute(SiteMap.signaturesIndex, { communityAgentId }));
    },
  });
  return (
    <>
      <PageHeader title="Add signature" subtitle={community.DisplayName} />
      <Paper withBorder p="md" maw={560}>
        <Stack gap="sm">
          <TextInput
            label="Name"
            required
            maxLength={100}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          <SignatureImageInput value={image} onChange={setImage} required />
          <Group align="flex-end">
            <BankAccountSelect
              communityAgentId={communityAgentId}
              value={bankAccountId}
              onChange={setBankAccountId}
              clearable
              label="Assign to bank account (optional)"
            />
            <SegmentedControl
              aria-label="Authorized signature number"
              disabled={bankAccountId === null}
              value={number}
              onChange={(v) => setNumber(v === '2' ? '2' : '1')}
              data={[
                { value: '1', label: 'Signature 1' },
                { value: '2', label: 'Signature 2' },
              ]}
            />
          </Group>
          {save.isError ? (
            <Alert color="red" variant="light">
              {save.error.message}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() => void go(buildRoute(SiteMap.signaturesIndex, { communityAgentId }))}
            >
              Cancel
            </Button>
            <Button
              disabled={name.trim() === '' || image === null}
              loading={save.isPending}
              onClick={() => save.mutate()}
            >
              Save signature
            </Button>
          </Group>
        </Stack>
      </Paper>
    </>
  );
}
