import { contract } from '@hoa/contract';
import { BankMessages, isValidRoutingNumber } from '@hoa/domain';
import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { directDebitKey } from './direct-debit-queries';

/** Enroll an owner in direct debit with their bank details (routing number checked here and on the server). */
export function EnrollModal({
  communityAgentId,
  opened,
  onClose,
}: {
  communityAgentId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const [search, setSearch] = useState('');
  const owners = useQuery({
    queryKey: [...directDebitKey, 'owners', communityAgentId, search],
    queryFn: () =>
      api.call(contract.cashReceipts.GetPaymentOwners, {
        query: { communityAgentId, searchTerm: search },
      }),
    enabled: opened,
  });
  const [owner, setOwner] = useState<string | null>(null);
  const [routing, setRouting] = useState('');
  const [account, setAccount] = useState('');
  const [type, setType] = useState<'C' | 'S'>('C');
  const [name, setName] = useState('');
  const routingError =
    routing.length > 0 && !isValidRoutingNumber(routing) ? BankMessages.invalidRoutingNumber : null;
  const save = useMutation({
    mutationFn: () =>
      api.call(contract.directDebit.SaveEnrollment, {
        body: {
          CommunityAgentId: communityAgentId,
          OwnerAgentId: Number(owner),
          RoutingNumber: routing,
          AccountNumber: account,
          AccountType: type,
          NameOnAccount: name,
        },
      }),
    onSuccess: async (saved) => {
      await client.invalidateQueries({ queryKey: directDebitKey });
      showSuccess(
        `${saved.OwnerName} enrolled (${saved.MaskedAccountNumber}); a prenote goes out with the next run.`,
      );
      setRouting('');
      setAccount('');
      onClose();
    },
  });
  return (
    <Modal opened={opened} onClose={onClose} title="Enroll owner in direct debit">
      <Stack>
        <Select
          label="Owner"
          searchable
          onSearchChange={setSearch}
          data={(owners.data?.Owners ?? []).map((o) => ({
            value: String(o.OwnerAgentId),
            label: `${o.AccountNumber ?? ''} ${o.OwnerName}`,
          }))}
          value={owner}
          onChange={(v) => {
            setOwner(v);
            const chosen = owners.data?.Owners.find((o) => String(o.OwnerAgentId) === v);
            if (chosen && !name) setName(chosen.OwnerName);
          }}
        />
        <TextInput
          label="Routing number"
          maxLength={9}
          value={routing}
          error={routingError}
          onChange={(e) => setRouting(e.currentTarget.value.trim())}
        />
        <TextInput
          label="Account number"
          maxLength={17}
          value={account}
          onChange={(e) => setAccount(e.currentTarget.value.trim())}
        />
        <Select
          label="Account type"
          data={[
            { value: 'C', label: 'Checking' },
            { value: 'S', label: 'Savings' },
          ]}
          value={type}
          onChange={(v) => setType(v === 'S' ? 'S' : 'C')}
          allowDeselect={false}
        />
        <TextInput
          label="Name on account"
          maxLength={100}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            disabled={
              !owner || !routing || routingError !== null || account.length < 4 || !name.trim()
            }
            loading={save.isPending}
            onClick={() => save.mutate()}
          >
            Enroll
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
