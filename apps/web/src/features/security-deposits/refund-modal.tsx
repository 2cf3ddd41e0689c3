import { contract, type SecurityDeposit } from '@hoa/contract';
import {
  formatCents,
  hasAccess,
  InboxState,
  refundProblem,
  localDay,
  type Cents,
  type IsoDate,
} from '@hoa/domain';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Modal,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { useSession } from '../../app/auth/session';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showSuccess } from '../../app/toasts';
import { DateInput } from '../../widgets/date-input';
import { depositBalanceQuery, depositsKey, refundVendorsQuery } from './deposit-queries';
import { MoneyInput } from '../../widgets/money-input';

interface RefundModalProps {
  deposit: SecurityDeposit;
  payableAccountId: number | null;
  onClose: () => void;
}

/**
 * The refund security deposit post modal: refunds the owner's deposit to a new vendor (the owner,
 * by default) or an existing one; the server creates the vendor and enters the AP bill. Post is
 * disabled while the amount or vendor (a name, or a selected existing vendor) is missing or the
 * email is invalid (spec 3 §5). After posting it shows the refund and a link to its bill.
 */
export function RefundModal({ deposit, payableAccountId, onClose }: RefundModalProps) {
  const client = useQueryClient();
  const held = useQuery(depositBalanceQuery(deposit.OwnerAgentId));
  const [key] = useState(() => crypto.randomUUID());
  // A new vendor is a new payee: creating one takes the vendor profile create permission.
  const canCreateVendor = hasAccess(useSession().data?.Claims ?? [], 'vendors', 'create');
  const [vendorMode, setVendorMode] = useState<'new' | 'existing'>(
    canCreateVendor ? 'new' : 'existing',
  );
  const existingVendor = vendorMode === 'existing';
  const vendors = useQuery(refundVendorsQuery(deposit.CommunityAgentId, existingVendor));
  const [vendorId, setVendorId] = useState<string | null>(null);
  const [vendorName, setVendorName] = useState(deposit.OwnerName);
  const [vendorEmail, setVendorEmail] = useState('');
  const [cents, setCents] = useState<Cents | null>(null);
  const [date, setDate] = useState<string | null>(localDay(new Date()));
  const heldCents = held.data?.Balance ?? 0;
  const problem = refundProblem(
    {
      existingVendor,
      vendorAgentId: vendorId === null ? null : Number(vendorId),
      vendorName,
      vendorEmail: existingVendor ? '' : vendorEmail,
      amountCents: cents,
      refundDate: date ?? '',
    },
    heldCents,
  );
  const post = useMutation({
    mutationFn: (refund: { Amount: Cents; RefundDate: IsoDate }) =>
      api.call(contract.securityDeposits.CreateVendorAndInvoice, {
        body: {
          CommunityAgentId: deposit.CommunityAgentId,
          OwnerAgentId: deposit.OwnerAgentId,
          ...refund,
          VendorName: existingVendor ? '' : vendorName.trim(),
          VendorEmail: existingVendor ? '' : vendorEmail.trim(),
          UseExistingVendor: existingVendor,
          VendorAgentId: existingVendor && vendorId !== null ? Number(vendorId) : null,
          PayableAccountId: payableAccountId,
          IdempotencyKey: key,
        },
      }),
    onSuccess: async (refund) => {
      await client.invalidateQueries({ queryKey: depositsKey });
      showSuccess(`Refund #${refund.TopsItemId} of ${formatCents(refund.Amount)} posted.`);
    },
  });
  const done = post.data;
  if (done) {
    return (
      <Modal opened onClose={onClose} title="Refund security deposit" centered>
        <Stack gap="sm">
          <Alert color="teal" variant="light" title="Refund posted">
            {`Refund #${done.TopsItemId} of ${formatCents(done.Amount)} to ${done.Reference ?? ''} posted.`}
          </Alert>
          {done.InvoiceItemId === null ? null : (
            <Text size="sm">
              {'AP bill '}
              <Anchor
                href={`#${buildRoute(SiteMap.apInvoiceView, {
                  communityAgentId: done.CommunityAgentId,
                  itemID: done.InvoiceItemId,
                })}`}
              >
                {done.InvoiceNumber ?? String(done.InvoiceItemId)}
              </Anchor>
              {done.InvoiceInboxState === InboxState.Approval
                ? ' entered and waiting for approval.'
                : ' entered and posted; it is ready to pay.'}
            </Text>
          )}
          <Group justify="flex-end">
            <Button onClick={onClose}>Done</Button>
          </Group>
        </Stack>
      </Modal>
    );
  }
  return (
    <Modal opened onClose={onClose} title="Refund security deposit" centered>
      <Stack gap="sm">
        <Text size="sm">{`${deposit.OwnerName}: ${formatCents(heldCents)} held.`}</Text>
        <SegmentedControl
          aria-label="Refund to"
          value={vendorMode}
          onChange={(value) => setVendorMode(value === 'existing' ? 'existing' : 'new')}
          data={[
            { value: 'new', label: 'New vendor', disabled: !canCreateVendor },
            { value: 'existing', label: 'Existing vendor' },
          ]}
        />
        {canCreateVendor ? null : (
          <Text size="xs" c="dimmed">
            Creating a vendor needs the vendor profile create permission; choose an existing vendor.
          </Text>
        )}
        {existingVendor ? (
          <Select
            label="Existing vendor"
            required
            searchable
            placeholder={vendors.isLoading ? 'Loading vendors…' : 'Select the vendor'}
            data={(vendors.data ?? []).map((v) => ({ value: String(v.Id), label: v.Name }))}
            value={vendorId}
            onChange={setVendorId}
          />
        ) : (
          <>
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
          </>
        )}
        <Group grow>
          <MoneyInput label="Amount" required value={cents} onChange={setCents} />
          <DateInput label="Refund date" required value={date} onChange={setDate} />
        </Group>
        {problem && cents !== null ? (
          <Alert color="yellow" variant="light">
            {problem}
          </Alert>
        ) : null}
        <Text size="xs" c="dimmed">
          The refund is posted from the security deposit liability to the payable account, and an AP
          bill to the vendor is entered for it (a new vendor is created), to approve and pay.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            onClick={() => {
              if (cents !== null && date !== null) post.mutate({ Amount: cents, RefundDate: date });
            }}
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
