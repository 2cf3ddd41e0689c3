import { contract, type RequestOf, type SecurityDeposit } from '@hoa/contract';
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
import { fieldProps, formProblem, useContractForm } from '../../widgets/contract-form';
import { DateInput } from '../../widgets/date-input';
import { FormActions } from '../../widgets/form-modal';
import { ProblemAlert } from '../../widgets/problem-alert';
import { depositBalanceQuery, depositsKey, refundVendorsQuery } from './deposit-queries';
import { MoneyInput } from '../../widgets/money-input';

type RefundBody = RequestOf<typeof contract.securityDeposits.CreateVendorAndInvoice>['body'];

interface RefundValues {
  UseExistingVendor: boolean;
  VendorAgentId: string | null;
  VendorName: string;
  VendorEmail: string;
  Amount: Cents | null;
  RefundDate: IsoDate | null;
}

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
  const initialValues: RefundValues = {
    UseExistingVendor: !canCreateVendor,
    VendorAgentId: null,
    VendorName: deposit.OwnerName,
    VendorEmail: '',
    Amount: null,
    RefundDate: localDay(new Date()),
  };
  const form = useContractForm({
    initialValues,
    schema: contract.securityDeposits.CreateVendorAndInvoice.body,
    toBody: (values: RefundValues) => ({
      CommunityAgentId: deposit.CommunityAgentId,
      OwnerAgentId: deposit.OwnerAgentId,
      Amount: values.Amount,
      RefundDate: values.RefundDate,
      VendorName: values.UseExistingVendor ? '' : values.VendorName.trim(),
      VendorEmail: values.UseExistingVendor ? '' : values.VendorEmail.trim(),
      UseExistingVendor: values.UseExistingVendor,
      VendorAgentId:
        values.UseExistingVendor && values.VendorAgentId !== null
          ? Number(values.VendorAgentId)
          : null,
      PayableAccountId: payableAccountId,
      IdempotencyKey: key,
    }),
    // The spec's check shows above the buttons while the amount is typed; Post waits for it.
    rules: (values: RefundValues) => ({ form: problemOf(values) }),
  });
  const existingVendor = form.values.UseExistingVendor;
  const vendors = useQuery(refundVendorsQuery(deposit.CommunityAgentId, existingVendor));
  const heldCents = held.data?.Balance ?? 0;
  function problemOf(values: RefundValues): string | null {
    if (values.RefundDate === null) return 'Enter the refund date.';
    return refundProblem(
      {
        existingVendor: values.UseExistingVendor,
        vendorAgentId: values.VendorAgentId === null ? null : Number(values.VendorAgentId),
        vendorName: values.VendorName,
        vendorEmail: values.UseExistingVendor ? '' : values.VendorEmail,
        amountCents: values.Amount,
        refundDate: values.RefundDate,
      },
      heldCents,
    );
  }
  const problem = problemOf(form.values);
  const post = useMutation({
    mutationFn: (body: RefundBody) =>
      api.call(contract.securityDeposits.CreateVendorAndInvoice, { body }),
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
      <form
        noValidate
        onSubmit={form.onSubmit((body) => {
          post.mutate(body);
        })}
      >
        <Stack gap="sm">
          <Text size="sm">{`${deposit.OwnerName}: ${formatCents(heldCents)} held.`}</Text>
          <SegmentedControl
            aria-label="Refund to"
            value={existingVendor ? 'existing' : 'new'}
            onChange={(value) => {
              form.setFieldValue('UseExistingVendor', value === 'existing');
            }}
            data={[
              { value: 'new', label: 'New vendor', disabled: !canCreateVendor },
              { value: 'existing', label: 'Existing vendor' },
            ]}
          />
          {canCreateVendor ? null : (
            <Text size="xs" c="dimmed">
              Creating a vendor needs the vendor profile create permission; choose an existing
              vendor.
            </Text>
          )}
          {existingVendor ? (
            <Select
              label="Existing vendor"
              required
              searchable
              placeholder={vendors.isLoading ? 'Loading vendors…' : 'Select the vendor'}
              data={(vendors.data ?? []).map((v) => ({ value: String(v.Id), label: v.Name }))}
              {...form.getInputProps('VendorAgentId')}
            />
          ) : (
            <>
              <TextInput
                label="Vendor"
                required
                maxLength={100}
                {...form.getInputProps('VendorName')}
              />
              <TextInput
                label="Vendor email"
                maxLength={255}
                {...form.getInputProps('VendorEmail')}
              />
            </>
          )}
          <Group grow>
            <MoneyInput label="Amount" required {...fieldProps(form, 'Amount')} />
            <DateInput label="Refund date" required {...fieldProps(form, 'RefundDate')} />
          </Group>
          <ProblemAlert
            problem={(form.values.Amount === null ? null : problem) ?? formProblem(form.errors)}
          />
          <Text size="xs" c="dimmed">
            The refund is posted from the security deposit liability to the payable account, and an
            AP bill to the vendor is entered for it (a new vendor is created), to approve and pay.
          </Text>
          <FormActions
            onCancel={onClose}
            saving={post.isPending}
            label="Post refund"
            disabled={problem !== null}
          />
        </Stack>
      </form>
    </Modal>
  );
}
