import { ApiError, contract } from '@hoa/contract';
import { formatCents, InboxState, InvoiceMessages, parseJournalAmount } from '@hoa/domain';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { api } from '../../app/api';
import { openConfirm } from '../../app/overlays/modals';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showSuccess } from '../../app/toasts';
import { apFormDataQuery } from '../../widgets/ap-form-data';
import { DateInput } from '../../widgets/date-input';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { DistributionGrid } from './distribution-grid';
import {
  emptyForm,
  filledLines,
  formOfInvoice,
  formOfTemplate,
  type InvoiceFormState,
} from './invoice-form-state';
import { apInvoicesKey, duplicatesQuery, invoiceQuery, templatesQuery } from './invoice-queries';

const A = contract.apInvoices;

/**
 * /ap/invoices/add and /ap/invoices/edit/:itemID — key in a bill (56) or separate check (90), or
 * correct one not yet posted (an OCR draft is saved as a draft). No lines: the vendor's default
 * distribution splits the amount.
 */
export function InvoiceFormPage() {
  const itemID = Number(useParams({ strict: false }).itemID ?? 0);
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const go = useGo();
  const client = useQueryClient();
  const formData = useQuery(apFormDataQuery(communityAgentId));
  const templates = useQuery(templatesQuery(communityAgentId));
  const existing = useQuery({ ...invoiceQuery(itemID), enabled: itemID > 0 });
  const [form, setForm] = useState<InvoiceFormState>(() =>
    emptyForm(new Date().toISOString().slice(0, 10)),
  );
  const [loadedId, setLoadedId] = useState(0);
  const [checkedNumber, setCheckedNumber] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // Add Invoice's refusal of a number the vendor already has: the user may save it anyway.
  const [duplicateRefusal, setDuplicateRefusal] = useState<string | null>(null);
  useEffect(() => {
    if (existing.data && loadedId !== existing.data.ItemId) {
      setForm(formOfInvoice(existing.data));
      setCheckedNumber(existing.data.InvoiceNumber ?? '');
      setLoadedId(existing.data.ItemId);
    }
  }, [existing.data, loadedId]);
  const templateId = new URLSearchParams(window.location.search).get('templateId');
  useEffect(() => {
    const template = templates.data?.Templates.find((t) => String(t.Id) === templateId);
    if (template && itemID === 0) setForm((f) => formOfTemplate(f, template));
  }, [templates.data, templateId, itemID]);
  const duplicates = useQuery(
    duplicatesQuery(Number(form.vendorId ?? 0), checkedNumber, itemID || undefined),
  );
  const isDraft = existing.data?.InboxState === InboxState.Exception;
  const amountCents = parseJournalAmount(form.amount);
  const targetCents = typeof amountCents === 'number' ? amountCents : 0;
  const patch = (p: Partial<InvoiceFormState>) => setForm((f) => ({ ...f, ...p }));

  const save = useMutation({
    mutationFn: async (allowDuplicate: boolean) => {
      if (typeof amountCents !== 'number') throw new Error(InvoiceMessages.amountPositive);
      const lines = filledLines(form.lines);
      if (isDraft) {
        return api.call(A.SaveOcrDraft, {
          body: {
            ItemId: itemID,
            VendorAgentId: form.vendorId === null ? null : Number(form.vendorId),
            InvoiceNumber: form.invoiceNumber.trim() || null,
            Reference: form.reference.trim() || null,
            InvoiceDate: form.invoiceDate,
            DueDate: form.isDueDated ? form.dueDate : null,
            TotalAmount: amountCents,
            BankAccountId: form.bankAccountId === null ? null : Number(form.bankAccountId),
            BillDistributionList: lines,
          },
        });
      }
      if (form.vendorId === null) throw new Error(InvoiceMessages.vendorRequired);
      if (form.invoiceDate === null) throw new Error(InvoiceMessages.invoiceDateRequired);
      const body = {
        CommunityAgentId: communityAgentId,
        VendorAgentId: Number(form.vendorId),
        TopsTxnTypeId: form.txnTypeId === '90' ? (90 as const) : (56 as const),
        InvoiceNumber: form.invoiceNumber.trim(),
        Reference: form.reference.trim() || null,
        InvoiceDate: form.invoiceDate,
        DueDate: form.isDueDated ? form.dueDate : null,
        IsDueDated: form.isDueDated,
        BankAccountId: form.bankAccountId === null ? null : Number(form.bankAccountId),
        TotalAmount: amountCents,
        BillDistributionList: lines,
      };
      return itemID > 0
        ? api.call(A.UpdateInvoice, { body: { ...body, ItemId: itemID } })
        : api.call(A.AddInvoice, {
            body: {
              ...body,
              SaveAsTemplate: form.saveAsTemplate,
              ScheduleTypeValue: form.scheduleType,
              AllowDuplicateInvoiceNumber: allowDuplicate,
            },
          });
    },
    onSuccess: async (invoice) => {
      await client.invalidateQueries({ queryKey: apInvoicesKey });
      showSuccess(isDraft ? InvoiceMessages.draftSaved : `AP ${invoice.ItemId} was saved`);
      await go(buildRoute(SiteMap.apInvoiceView, { communityAgentId, itemID: invoice.ItemId }));
    },
    onError: (error) => {
      if (isDuplicateRefusal(error)) setDuplicateRefusal(error.message);
      else setProblem(error.message);
    },
  });

  if (existing.isError) return <LoadError error={existing.error} />;
  if (formData.isError) return <LoadError error={formData.error} />;
  if (!formData.data || (itemID > 0 && !existing.data)) return <PageLoader />;
  const data = formData.data;
  const title =
    itemID === 0 ? 'Add invoice' : isDraft ? 'Edit draft invoice' : `Edit invoice AP ${itemID}`;
  const dupes = duplicates.data?.Duplicates ?? [];
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        setProblem(null);
        setDuplicateRefusal(null);
        save.mutate(false);
      }}
    >
      <PageHeader
        title={title}
        subtitle={community.DisplayName}
        actions={
          <Group>
            {itemID === 0 && (templates.data?.Templates.length ?? 0) > 0 ? (
              <Select
                aria-label="Start from template"
                placeholder="Start from template"
                data={(templates.data?.Templates ?? []).map((t) => ({
                  value: String(t.Id),
                  label: `${t.VendorDisplayName ?? ''} · ${t.Reference ?? ''} · ${formatCents(t.Amount)}`,
                }))}
                onChange={(value) => {
                  const t = templates.data?.Templates.find((x) => String(x.Id) === value);
                  if (t) setForm((f) => formOfTemplate(f, t));
                }}
              />
            ) : null}
            <Button type="submit" loading={save.isPending}>
              {itemID === 0 ? 'Save and submit' : isDraft ? 'Save draft' : 'Save'}
            </Button>
          </Group>
        }
      />
      <Stack gap="sm">
        {problem ? (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        ) : null}
        {duplicateRefusal ? (
          <Alert color="red" variant="light" role="alert" data-testid="duplicate-refusal">
            <Stack gap="xs" align="flex-start">
              {duplicateRefusal}
              <Button
                size="xs"
                variant="light"
                color="red"
                loading={save.isPending}
                onClick={() =>
                  openConfirm({
                    title: 'Save anyway',
                    message: `Enter invoice number ${form.invoiceNumber.trim()} of this vendor a second time?`,
                    confirmLabel: 'Save anyway',
                    danger: true,
                    onConfirm: () => {
                      setDuplicateRefusal(null);
                      save.mutate(true);
                    },
                  })
                }
              >
                Save anyway
              </Button>
            </Stack>
          </Alert>
        ) : null}
        {dupes.length > 0 ? (
          <Alert color="yellow" variant="light" data-testid="duplicate-warning">
            {InvoiceMessages.duplicateNumber}{' '}
            {dupes
              .map((d) => `AP ${d.ItemId} (${d.InvoiceDate ?? ''}, ${formatCents(d.TotalAmount)})`)
              .join('; ')}
          </Alert>
        ) : null}
        <Paper withBorder p="md">
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="sm" verticalSpacing="xs">
            <SegmentedControl
              aria-label="Invoice type"
              data={[
                { value: '56', label: 'Bill' },
                { value: '90', label: 'Separate check' },
              ]}
              value={form.txnTypeId}
              onChange={(value) => patch({ txnTypeId: value === '90' ? '90' : '56' })}
              disabled={isDraft}
            />
            <Select
              label="Vendor"
              required={!isDraft}
              searchable
              data={data.Vendors.map((v) => ({ value: String(v.Id), label: v.Name }))}
              value={form.vendorId}
              onChange={(vendorId) => patch({ vendorId })}
            />
            <Select
              label="Pay from"
              clearable
              placeholder="Primary bank account"
              data={data.BankAccounts.map((b) => ({ value: String(b.Id), label: b.Name }))}
              value={form.bankAccountId}
              onChange={(bankAccountId) => patch({ bankAccountId })}
            />
            <TextInput
              label="Invoice number"
              required={!isDraft}
              maxLength={25}
              value={form.invoiceNumber}
              onChange={(e) => patch({ invoiceNumber: e.currentTarget.value })}
              onBlur={() => setCheckedNumber(form.invoiceNumber.trim())}
            />
            <TextInput
              label="Reference"
              maxLength={100}
              value={form.reference}
              onChange={(e) => patch({ reference: e.currentTarget.value })}
            />
            <TextInput
              label="Amount"
              required
              placeholder="0.00"
              value={form.amount}
              onChange={(e) => patch({ amount: e.currentTarget.value })}
            />
            <DateInput
              label="Invoice date"
              required={!isDraft}
              value={form.invoiceDate}
              onChange={(invoiceDate) => patch({ invoiceDate })}
            />
            <Group align="flex-end" wrap="nowrap">
              <Checkbox
                label="Due dated"
                checked={form.isDueDated}
                onChange={(e) => patch({ isDueDated: e.currentTarget.checked })}
                mb={8}
              />
              <DateInput
                label="Due date"
                disabled={!form.isDueDated}
                value={form.dueDate}
                onChange={(dueDate) => patch({ dueDate })}
                style={{ flex: 1 }}
              />
            </Group>
            {itemID === 0 ? (
              <Group align="flex-end" wrap="nowrap">
                <Checkbox
                  label="Save as template"
                  checked={form.saveAsTemplate}
                  onChange={(e) => patch({ saveAsTemplate: e.currentTarget.checked })}
                  mb={8}
                />
                <Select
                  label="Schedule"
                  disabled={!form.saveAsTemplate}
                  data={[
                    { value: 'once', label: 'Once' },
                    { value: 'monthly', label: 'Monthly' },
                    { value: 'quarterly', label: 'Quarterly' },
                    { value: 'annually', label: 'Annually' },
                  ]}
                  value={form.scheduleType}
                  onChange={(value) =>
                    patch({ scheduleType: (value ?? 'once') as InvoiceFormState['scheduleType'] })
                  }
                  style={{ flex: 1 }}
                />
              </Group>
            ) : null}
          </SimpleGrid>
        </Paper>
        <Paper withBorder p="md">
          <DistributionGrid
            mode="amount"
            lines={form.lines}
            onChange={(lines) => patch({ lines })}
            targetCents={targetCents}
            accounts={data.Accounts.map((a) => ({
              value: String(a.Id),
              label: `${a.Number} ${a.Name}`,
            }))}
            costCenters={data.CostCenters.map((c) => ({ value: String(c.Id), label: c.Name }))}
          />
        </Paper>
      </Stack>
    </form>
  );
}

/** Add Invoice refused the number as one the vendor already has (409, InvoiceMessages.duplicateNumber). */
function isDuplicateRefusal(error: Error): boolean {
  return (
    error instanceof ApiError &&
    error.status === 409 &&
    error.message.startsWith(InvoiceMessages.duplicateNumber)
  );
}
