import { ApiError, contract } from '@hoa/contract';
import {
  formatCents,
  formatDate,
  InboxState,
  InvoiceMessages,
  localDay,
  withoutApprovalNote,
} from '@hoa/domain';
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
import { useParams, useSearch } from '@tanstack/react-router';
import { useForm } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { api } from '../../app/api';
import { openConfirm } from '../../app/overlays/modals';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showSuccess } from '../../app/toasts';
import { apFormDataQuery } from '../../widgets/ap-form-data';
import {
  contractValidation,
  fieldProps,
  formProblem,
  formProblemKey,
} from '../../widgets/contract-form';
import { DateInput } from '../../widgets/date-input';
import { showsInvalidEntry } from '../../widgets/invalid-entry';
import { MoneyInput } from '../../widgets/money-input';
import { LoadError } from '../../widgets/load-error';
import { MayCall } from '../../widgets/may-call';
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
  // Where invoices are entered, a community without approval groups says so: they post at once.
  const approvals = useQuery({
    queryKey: ['billApprovalSettings', communityAgentId],
    queryFn: () =>
      api.call(contract.apApprovals.GetBillApprovalSettings, { query: { communityAgentId } }),
  });
  const approvalNote =
    approvals.data === undefined
      ? null
      : withoutApprovalNote(
          [...approvals.data.InternalGroups, ...approvals.data.BoardGroups].map((g) => g.Level),
        );
  const isDraft = existing.data?.InboxState === InboxState.Exception;
  // The call the form makes: an OCR draft is saved as a draft, else the invoice added or updated.
  const schema = isDraft
    ? A.SaveOcrDraft.body
    : itemID > 0
      ? A.UpdateInvoice.body
      : A.AddInvoice.body;
  const bodyOf = (values: InvoiceFormState, allowDuplicate = false) => {
    const fields = {
      VendorAgentId: values.vendorId === null ? null : Number(values.vendorId),
      Reference: values.reference.trim() || null,
      InvoiceDate: values.invoiceDate,
      DueDate: values.isDueDated ? values.dueDate : null,
      BankAccountId: values.bankAccountId === null ? null : Number(values.bankAccountId),
      TotalAmount: values.amount,
      BillDistributionList: filledLines(values.lines),
    };
    if (isDraft)
      return { ...fields, ItemId: itemID, InvoiceNumber: values.invoiceNumber.trim() || null };
    const body = {
      ...fields,
      CommunityAgentId: communityAgentId,
      TopsTxnTypeId: values.txnTypeId === '90' ? 90 : 56,
      InvoiceNumber: values.invoiceNumber.trim(),
      IsDueDated: values.isDueDated,
      WorkOrderItemId: /^\d+$/.test(values.workOrderItemId.trim())
        ? Number(values.workOrderItemId.trim())
        : null,
    };
    return itemID > 0
      ? { ...body, ItemId: itemID }
      : {
          ...body,
          SaveAsTemplate: values.saveAsTemplate,
          ScheduleTypeValue: values.scheduleType,
          AllowDuplicateInvoiceNumber: allowDuplicate,
        };
  };
  const form = useForm<InvoiceFormState>({
    mode: 'controlled',
    initialValues: emptyForm(localDay(new Date())),
    validate: contractValidation({
      schema,
      toBody: bodyOf,
      fieldOf: {
        VendorAgentId: 'vendorId',
        InvoiceNumber: 'invoiceNumber',
        Reference: 'reference',
        InvoiceDate: 'invoiceDate',
        DueDate: 'dueDate',
        BankAccountId: 'bankAccountId',
        TotalAmount: 'amount',
        WorkOrderItemId: 'workOrderItemId',
      },
      rules: (values) => ({
        vendorId: !isDraft && values.vendorId === null ? InvoiceMessages.vendorRequired : null,
        invoiceNumber:
          !isDraft && values.invoiceNumber.trim() === ''
            ? InvoiceMessages.invoiceNumberRequired
            : null,
        invoiceDate:
          !isDraft && values.invoiceDate === null ? InvoiceMessages.invoiceDateRequired : null,
        workOrderItemId:
          values.workOrderItemId.trim() !== '' && !/^\d+$/.test(values.workOrderItemId.trim())
            ? 'The work order number is a whole number.'
            : null,
        amount:
          values.amount === null || values.amount < (isDraft ? 0 : 1)
            ? InvoiceMessages.amountPositive
            : null,
        [formProblemKey]: values.lines.some((l) => l.accountId !== null && l.cents === null)
          ? InvoiceMessages.lineAmount
          : values.lines.some((l) => l.accountId === null && l.cents !== null)
            ? InvoiceMessages.lineAccount
            : null,
      }),
    }),
  });
  const values = form.values;
  // The form's callbacks change with each render; the loaders below reach it through a ref.
  const formRef = useRef(form);
  formRef.current = form;
  const [loadedId, setLoadedId] = useState(0);
  const [checkedNumber, setCheckedNumber] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // Add Invoice's refusal of a number the vendor already has: the user may save it anyway.
  const [duplicateRefusal, setDuplicateRefusal] = useState<string | null>(null);
  useEffect(() => {
    if (existing.data && loadedId !== existing.data.ItemId) {
      formRef.current.setValues(formOfInvoice(existing.data));
      setCheckedNumber(existing.data.InvoiceNumber ?? '');
      setLoadedId(existing.data.ItemId);
    }
  }, [existing.data, loadedId]);
  const search = useSearch({ strict: false });
  const templateId = search.templateId;
  const fromWorkOrder = search.workOrderItemId;
  useEffect(() => {
    if (itemID === 0 && fromWorkOrder !== undefined)
      formRef.current.setValues({ workOrderItemId: String(fromWorkOrder) });
  }, [itemID, fromWorkOrder]);
  useEffect(() => {
    const template = templates.data?.Templates.find((t) => t.Id === templateId);
    const current = formRef.current;
    if (template && itemID === 0) current.setValues(formOfTemplate(current.getValues(), template));
  }, [templates.data, templateId, itemID]);
  const duplicates = useQuery(
    duplicatesQuery(Number(values.vendorId ?? 0), checkedNumber, itemID || undefined),
  );
  const targetCents = values.amount ?? 0;
  const patch = (p: Partial<InvoiceFormState>) => {
    form.setValues(p);
  };

  const save = useMutation({
    mutationFn: async (allowDuplicate: boolean) => {
      const body = bodyOf(form.getValues(), allowDuplicate);
      if (isDraft) return api.call(A.SaveOcrDraft, { body: A.SaveOcrDraft.body.parse(body) });
      return itemID > 0
        ? api.call(A.UpdateInvoice, { body: A.UpdateInvoice.body.parse(body) })
        : api.call(A.AddInvoice, { body: A.AddInvoice.body.parse(body) });
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
      noValidate
      onSubmit={form.onSubmit((_values, event) => {
        setProblem(null);
        setDuplicateRefusal(null);
        // A date or amount field whose text is not one shows why; nothing is saved as empty.
        if (!showsInvalidEntry(event?.currentTarget)) save.mutate(false);
      })}
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
                  if (t) form.setValues(formOfTemplate(form.getValues(), t));
                }}
              />
            ) : null}
            <MayCall calls={itemID === 0 ? A.AddInvoice : A.UpdateInvoice}>
              <Button type="submit" loading={save.isPending}>
                {itemID === 0 ? 'Save and submit' : isDraft ? 'Save draft' : 'Save'}
              </Button>
            </MayCall>
          </Group>
        }
      />
      <Stack gap="sm">
        {approvalNote !== null && itemID === 0 ? (
          <Alert color="blue" variant="light" aria-label="Approval">
            {approvalNote}
          </Alert>
        ) : null}
        {(problem ?? formProblem(form.errors)) ? (
          <Alert color="red" variant="light" role="alert">
            {problem ?? formProblem(form.errors)}
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
                    message: `Enter invoice number ${values.invoiceNumber.trim()} of this vendor a second time?`,
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
              .map(
                (d) =>
                  `AP ${d.ItemId} (${d.InvoiceDate ? formatDate(d.InvoiceDate) : ''}, ${formatCents(d.TotalAmount)})`,
              )
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
              value={values.txnTypeId}
              onChange={(value) => patch({ txnTypeId: value === '90' ? '90' : '56' })}
              disabled={isDraft}
            />
            <Select
              label="Vendor"
              required={!isDraft}
              searchable
              data={data.Vendors.map((v) => ({ value: String(v.Id), label: v.Name }))}
              {...form.getInputProps('vendorId')}
            />
            <Select
              label="Pay from"
              clearable
              placeholder="Primary bank account"
              data={data.BankAccounts.map((b) => ({ value: String(b.Id), label: b.Name }))}
              {...form.getInputProps('bankAccountId')}
            />
            <TextInput
              label="Invoice number"
              required={!isDraft}
              maxLength={25}
              {...form.getInputProps('invoiceNumber')}
              onBlur={() => setCheckedNumber(values.invoiceNumber.trim())}
            />
            <TextInput label="Reference" maxLength={100} {...form.getInputProps('reference')} />
            {isDraft ? null : (
              <TextInput
                label="Work order"
                description="The work order number the invoice is for, if any"
                inputMode="numeric"
                {...form.getInputProps('workOrderItemId')}
              />
            )}
            <MoneyInput label="Amount" required {...fieldProps(form, 'amount')} />
            <DateInput
              label="Invoice date"
              required={!isDraft}
              {...fieldProps(form, 'invoiceDate')}
            />
            <Group align="flex-end" wrap="nowrap">
              <Checkbox
                label="Due dated"
                checked={values.isDueDated}
                onChange={(e) => patch({ isDueDated: e.currentTarget.checked })}
                mb={8}
              />
              <DateInput
                label="Due date"
                disabled={!values.isDueDated}
                {...fieldProps(form, 'dueDate')}
                style={{ flex: 1 }}
              />
            </Group>
            {itemID === 0 ? (
              <Group align="flex-end" wrap="nowrap">
                <Checkbox
                  label="Save as template"
                  checked={values.saveAsTemplate}
                  onChange={(e) => patch({ saveAsTemplate: e.currentTarget.checked })}
                  mb={8}
                />
                <Select
                  label="Schedule"
                  disabled={!values.saveAsTemplate}
                  data={[
                    { value: 'once', label: 'Once' },
                    { value: 'monthly', label: 'Monthly' },
                    { value: 'quarterly', label: 'Quarterly' },
                    { value: 'annually', label: 'Annually' },
                  ]}
                  value={values.scheduleType}
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
            lines={values.lines}
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
