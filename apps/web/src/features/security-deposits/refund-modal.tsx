import { contract, type SecurityDeposit } from '@hoa/contract';
import { formatCents, parseJournalAmount, refundProblem } from '@hoa/domain';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { DateInput } from '../../widgets/date-input';
import { depositBalanceQuery, depositsKey } from './deposit-queries';

interface RefundModalProps {
  deposit: SecurityDeposit;
  payableAccountId: number | null;
  onClose: () => void;
}

/**
 * The refund security deposit post modal: refunds the owner's deposit to a vendor (the owner).
 * Post is disabled while the amount or vendor is missing or the email is invalid (spec 3 §5).
 */
export function RefundModal({ deposit, payableAccountId, onClose }: RefundModalProps) {
  const client = useQueryClient();
  const held = useQuery(depositBalanceQuery(deposit.OwnerAgentId));
  const [key] = useState(() => crypto.randomUUID());
  const [vendorName, setVendorName] = useState(deposit.OwnerName);
  const [vendorEmail, setVendorEmail] = useState('');
  const [amountText, setAmountText] = useState('');
  const [date, setDate] = useState<string | null>(new Date().toISOString().slice(0, 10));
  const cents = parseJournalAmount(amountText);
  const heldCents = held.data?.Balance ?? 0;
  const problem = refundProblem(
    {
      vendorName,
      vendorEmail,
      amountCents: typeof cents === 'number' ? cents : null,
      refundDate: date ?? '',
    },
    heldCents,
  );
  const post = useMutation({
    mutationFn: () =>
      api.call(contract.securityDeposits.CreateVendorAndInvoice, {
        body: {
          CommunityAgentId: deposit.CommunityAgentId,
          OwnerAgentId: deposit.OwnerAgentId,
          Amount: Number(cents),
          RefundDate: date ?? '',
          VendorName: vendorName.trim(),
          VendorEmail: vendorEmail.trim(),
          PayableAccountId: payableAccountId,
          IdempotencyKey: key,
        },
      }),
    onSuccess: async (refund) => {
      await client.invalidateQueries({ queryKey: depositsKey });
      showSuccess(`Refund #${refund.TopsItemId} of ${formatCents(refund.Amount)} posted.`);
      onClose();
    },
  });
  return (
    <Modal opened onClose={onClose} title="Refund security deposit" centered>
      <Stack gap="sm">
        <Text size="sm">{`${deposit.OwnerName}: ${formatCents(heldCents)} held.`}</Text>
        <TextInput
          label="Vendor"
          required
          maxLength={100}
          value={vendorName}
          onChange={(e) => setVendorName(e.currentTarget.value)}
        />
        <TextInput
          label="Vendor email"
          maxLength={255}
          value={vendorEmail}
          onChange={(e) => setVendorEmail(e.currentTarget.value)}
        />
        <Group grow>
          <TextInput
            label="Amount"
            required
            placeholder="0.00"
            value={amountText}
            onChange={(e) => setAmountText(e.currentTarget.value)}
          />
          <DateInput label="Refund date" required value={date} onChange={setDate} />
        </Group>
        {problem && amountText !== '' ? (
          <Alert color="yellow" variant="light">
            {problem}
          </Alert>
        ) : null}
        <Text size="xs" c="dimmed">
          Until payables exist the refund is posted from the security deposit liability to Accounts
          Payable.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            onClick={() => post.mutate()}
            loading={post.isPending}
            disabled={problem !== null || date === null}
          >
            Post refund
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
