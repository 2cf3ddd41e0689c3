import { contract, type VendorSearchRow } from '@hoa/contract';
import { useState } from 'react';
import { formatCents, formatDate } from '@hoa/domain';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { api } from '../../app/api';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showError } from '../../app/toasts';
import { HistoryEmailModal } from '../owner-ledger';
import { VendorWorkOrdersBox } from '../work-orders';
import { VendorBankDetailsCard } from './vendor-bank-details-card';
import { downloadVendorHistory, emailVendorHistory } from './vendor-history';
import { VendorInsurances } from './vendor-insurances';
import { VendorNetwork } from './vendor-network';
import { VendorTags } from './vendor-tags';

/** A vendor's AP profile: metrics, tags, payments, insurances, vendor network, bank details. */
export function VendorApPanel({
  vendor,
  communityAgentId,
}: {
  vendor: VendorSearchRow;
  communityAgentId: number;
}) {
  const vendorAgentId = vendor.VendorAgentId;
  const kpi = useQuery({
    queryKey: ['vendor-kpi', vendorAgentId, communityAgentId],
    queryFn: () =>
      api.call(contract.apVendors.GetAccountsPayableAgentKpi, {
        query: { agentId: vendorAgentId, communityAgentId },
      }),
  });
  const history = useQuery({
    queryKey: ['vendor-payments', vendorAgentId],
    queryFn: () =>
      api.call(contract.apVendors.GetVendorPaymentHistory, {
        query: { vendorAgentId, skip: 0, take: 10 },
      }),
  });
  const [exporting, setExporting] = useState(false);
  const [emailing, setEmailing] = useState(false);
  const k = kpi.data;
  return (
    <Paper withBorder p="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={4}>{vendor.DisplayName}</Title>
          <Group gap="xs">
            <Button
              size="xs"
              variant="default"
              loading={exporting}
              onClick={() => {
                setExporting(true);
                downloadVendorHistory(vendorAgentId, communityAgentId)
                  .catch(showError)
                  .finally(() => setExporting(false));
              }}
            >
              Export history to Excel
            </Button>
            <Button size="xs" variant="default" onClick={() => setEmailing(true)}>
              Email history
            </Button>
            <Anchor
              component={Link}
              to={buildRoute(SiteMap.profileView, { agentId: vendorAgentId })}
              size="sm"
            >
              Edit profile
            </Anchor>
          </Group>
        </Group>
        {emailing && (
          <HistoryEmailModal
            recipientAgentId={vendorAgentId}
            title="Email vendor history"
            defaultSubject={`Account history: ${vendor.DisplayName}`}
            defaultBody="Your payment history with us is attached."
            attachmentNote="Attached: Vendor-History.xlsx (invoices, payments and credits of the last year)"
            send={(mail) => emailVendorHistory(vendorAgentId, communityAgentId, mail)}
            onClose={() => setEmailing(false)}
          />
        )}
        <SimpleGrid cols={2}>
          <Fact
            label="Open invoices"
            value={k ? `${String(k.OpenInvoiceCount)} · ${formatCents(k.OpenAmount)}` : '…'}
          />
          <Fact label="Paid this year" value={k ? formatCents(k.PaidYtd) : '…'} />
          <Fact
            label="Last payment"
            value={
              k?.LastPaymentDate
                ? `${formatDate(k.LastPaymentDate)} · ${formatCents(k.LastPaymentAmount ?? 0)}`
                : 'None'
            }
          />
        </SimpleGrid>
        <VendorTags vendor={vendor} />
        <div>
          <Text fw={600} size="sm" mb={4}>
            Payments
          </Text>
          <Table aria-label="Payments" verticalSpacing={4}>
            <Table.Tbody>
              {(history.data?.Results ?? []).map((p) => (
                <Table.Tr key={p.PaymentId}>
                  <Table.Td>{formatDate(p.PaymentDate)}</Table.Td>
                  <Table.Td>{p.CheckNumber ? `#${p.CheckNumber}` : 'Digital'}</Table.Td>
                  <Table.Td>{p.Invoices.map((i) => i.InvoiceNumber).join(', ')}</Table.Td>
                  <Table.Td ta="right">
                    {p.Status === 2 ? (
                      <Badge color="gray" size="xs" mr={4}>
                        Voided
                      </Badge>
                    ) : null}
                    {formatCents(p.Amount)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {history.data?.TotalCount === 0 ? (
            <Text size="sm" c="dimmed">
              No payments.
            </Text>
          ) : null}
        </div>
        <VendorInsurances vendorAgentId={vendorAgentId} />
        <VendorWorkOrdersBox vendorAgentId={vendorAgentId} />
        <VendorNetwork vendor={vendor} />
        <VendorBankDetailsCard vendorAgentId={vendorAgentId} />
      </Stack>
    </Paper>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600}>
        {value}
      </Text>
    </div>
  );
}
