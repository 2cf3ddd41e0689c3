import {
  ApPaymentStatus,
  formatCents,
  formatDate,
  MicrSymbols,
  MicrTextSubstitutes,
} from '@hoa/domain';
import { Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { Fact } from '../../widgets/fact';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { RemoveApTransactionButton } from '../../widgets/remove-ap-transaction-button';
import { CheckHistoryTable, CheckPdfButton } from './check-history';
import { checkProfileQuery } from './check-queries';
import { CheckStatusBadge } from './checks-table';
import { VoidCheckModal } from './void-check-modal';

/** The profile of a check (GetVoidChecksProfile): what it paid, its void and its history. */
export function CheckProfilePage() {
  const params = useParams({ strict: false });
  const agentId = Number(params.agentId);
  const itemId = Number(params.itemId);
  const profile = useQuery(checkProfileQuery(agentId, itemId));
  const [voiding, setVoiding] = useState(false);
  const check = profile.data;
  if (profile.isError) return <LoadError error={profile.error} />;
  if (!check) return null;
  return (
    <>
      <PageHeader
        title={`Check ${check.CheckNumber ?? ''}`}
        subtitle={check.VendorDisplayName}
        actions={
          <Group>
            {check.HasFile && check.CheckRunId !== null ? (
              <CheckPdfButton itemId={check.ItemId} label="Download check PDF" size="sm" />
            ) : null}
            {check.Status === ApPaymentStatus.Voided ? null : (
              <Button color="red" variant="light" onClick={() => setVoiding(true)}>
                Void check
              </Button>
            )}
            <RemoveApTransactionButton itemId={check.ItemId} />
          </Group>
        }
      />
      <Paper withBorder p="sm" mb="sm">
        <SimpleGrid cols={{ base: 2, md: 4 }}>
          <Fact label="Amount">{formatCents(check.Amount)}</Fact>
          <Fact label="Check date">{formatDate(check.CheckDate)}</Fact>
          <Fact label="Bank account">{check.BankAccountName}</Fact>
          <Fact label="Status">
            <CheckStatusBadge check={check} />
          </Fact>
        </SimpleGrid>
        <Text size="sm" mt="sm">
          {check.AmountInWords}
        </Text>
        {check.MicrLine ? (
          <Text ff="monospace" size="sm" mt={4} aria-label="MICR line">
            {check.MicrLine.replaceAll(MicrSymbols.transit, MicrTextSubstitutes.transit).replaceAll(
              MicrSymbols.onUs,
              MicrTextSubstitutes.onUs,
            )}
          </Text>
        ) : null}
      </Paper>
      <Stack gap="sm">
        <Title order={4}>Invoices paid</Title>
        <Table fz="sm" striped aria-label="Invoices paid">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Invoice</Table.Th>
              <Table.Th>Date</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {check.Invoices.map((inv) => (
              <Table.Tr key={inv.ItemId}>
                <Table.Td>{inv.InvoiceNumber ?? ''}</Table.Td>
                <Table.Td>{inv.InvoiceDate ? formatDate(inv.InvoiceDate) : ''}</Table.Td>
                <Table.Td ta="right">{formatCents(inv.Amount)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Title order={4}>Check history</Title>
        <CheckHistoryTable entries={check.History} vendorAgentId={check.VendorAgentId} />
      </Stack>
      {voiding ? <VoidCheckModal check={check} onClose={() => setVoiding(false)} /> : null}
    </>
  );
}
