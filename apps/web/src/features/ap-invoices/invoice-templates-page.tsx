import { contract, type InvoiceTemplate } from '@hoa/contract';
import { formatCents, formatDate, InvoiceMessages, InvoiceScheduleTypes } from '@hoa/domain';
import { Button, Group, Paper, Table, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showSuccess } from '../../app/toasts';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { apInvoicesKey, templatesQuery } from './invoice-queries';
import { TemplateEditModal } from './template-edit-modal';
import { MayCall } from '../../widgets/may-call';

/** /ap/invoices/templates — the community's invoice templates: start an invoice from one, edit, remove. */
export function InvoiceTemplatesPage() {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const go = useGo();
  const client = useQueryClient();
  const templates = useQuery(templatesQuery(communityAgentId));
  const [editing, setEditing] = useState<InvoiceTemplate | null>(null);
  const remove = useMutation({
    mutationFn: (id: number) =>
      api.call(contract.invoiceTemplates.DeleteInvoiceTemplate, { params: { id } }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: apInvoicesKey });
      showSuccess(InvoiceMessages.templateDeleted);
    },
  });
  if (templates.isError) return <LoadError error={templates.error} />;
  if (!templates.data) return <PageLoader />;
  const addPath = buildRoute(SiteMap.apInvoiceAdd, { communityAgentId });
  return (
    <>
      <PageHeader
        title="Invoice templates"
        subtitle={community.DisplayName}
        actions={
          <MayCall calls={contract.apInvoices.AddInvoice}>
            <Button onClick={() => void go(addPath)}>Add invoice</Button>
          </MayCall>
        }
      />
      <Paper withBorder p="md">
        {templates.data.Templates.length === 0 ? (
          <Text c="dimmed">
            No templates yet. Tick “Save as template” when adding an invoice to keep one.
          </Text>
        ) : (
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Vendor</Table.Th>
                <Table.Th>Type</Table.Th>
                <Table.Th>Reference</Table.Th>
                <Table.Th>Schedule</Table.Th>
                <Table.Th>Next run</Table.Th>
                <Table.Th>Lines</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {templates.data.Templates.map((t) => (
                <Table.Tr key={t.Id}>
                  <Table.Td>{t.VendorDisplayName}</Table.Td>
                  <Table.Td>{t.TopsTxnTypeId === 90 ? 'Separate check' : 'Bill'}</Table.Td>
                  <Table.Td>{t.Reference}</Table.Td>
                  <Table.Td>
                    {InvoiceScheduleTypes.find((s) => s.value === t.ScheduleTypeValue)?.name ??
                      t.ScheduleTypeValue}
                  </Table.Td>
                  <Table.Td
                    title={t.LastRunDate ? `Last run ${formatDate(t.LastRunDate)}` : undefined}
                  >
                    {t.NextRunDate ? formatDate(t.NextRunDate) : '—'}
                  </Table.Td>
                  <Table.Td>{t.Lines.map((l) => l.AccountName).join(', ')}</Table.Td>
                  <Table.Td ta="right">{formatCents(t.Amount)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() => void go(`${addPath}?templateId=${t.Id}`)}
                      >
                        Use
                      </Button>
                      <MayCall calls={contract.invoiceTemplates.UpdateInvoiceTemplate}>
                        <Button size="xs" variant="default" onClick={() => setEditing(t)}>
                          Edit
                        </Button>
                      </MayCall>
                      <MayCall calls={contract.invoiceTemplates.DeleteInvoiceTemplate}>
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          loading={remove.isPending && remove.variables === t.Id}
                          onClick={() => remove.mutate(t.Id)}
                        >
                          Remove
                        </Button>
                      </MayCall>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Paper>
      {editing ? <TemplateEditModal template={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
