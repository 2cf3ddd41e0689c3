import { Alert, Badge, Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { portalAccount, type PortalPayment } from '@hoa/contract';
import { formatCents, formatDate } from '@hoa/domain';
import { portalApi } from '../app/api';
import { useOwnerSession } from '../app/session';

/** The statement of a property as PDF: the portal's session cookie signs the download. */
function statementHref(propertyAgentId: number): string {
  return `${portalAccount.GetStatement.path}?propertyAgentId=${String(propertyAgentId)}`;
}

type PaymentStatus = Exclude<PortalPayment['Status'], 'received'>;

/** A payment not received yet, or declined: its badge and what it means. */
const paymentStatusBadge: Record<PaymentStatus, { label: string; color: string }> = {
  pending: { label: 'Pending', color: 'blue' },
  confirming: { label: 'Being confirmed', color: 'yellow' },
  declined: { label: 'Declined', color: 'red' },
};
const paymentStatusNote: Record<PaymentStatus, string> = {
  pending: 'taken with the next direct debit',
  confirming: 'the card payment is being confirmed',
  declined: 'nothing was paid',
};

function Ledger({ propertyAgentId }: { propertyAgentId: number }) {
  const query = { propertyAgentId };
  const ledger = useSuspenseQuery({
    queryKey: ['portal', 'ledger', propertyAgentId],
    queryFn: () => portalApi.call(portalAccount.GetLedger, { query }),
  }).data;
  const payments = useSuspenseQuery({
    queryKey: ['portal', 'payments', propertyAgentId],
    queryFn: () => portalApi.call(portalAccount.GetPaymentHistory, { query }),
  }).data;
  const rows = [...ledger.Rows].reverse();
  return (
    <Stack gap="md">
      <Card withBorder radius="lg" padding="md">
        <Group justify="space-between" align="center" wrap="nowrap">
          <div>
            <Text size="sm" c="dimmed">
              Balance
            </Text>
            <Text fw={800} size="xl">
              {formatCents(ledger.ClosingBalance)}
            </Text>
          </div>
          <Button
            component="a"
            href={statementHref(propertyAgentId)}
            target="_blank"
            rel="noopener"
            size="md"
            variant="light"
          >
            Statement (PDF)
          </Button>
        </Group>
      </Card>

      <Title order={2} size="h4">
        Transactions
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          No transactions yet. Charges and payments show here once posted.
        </Text>
      ) : (
        <Stack
          gap={0}
          component="ul"
          aria-label="Transactions"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {rows.map((r, i) => (
            <Group
              key={`${String(r.TopsItemId)}-${String(i)}`}
              component="li"
              justify="space-between"
              wrap="nowrap"
              py="xs"
              style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
            >
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} truncate>
                  {r.Description ?? r.TxnTypeName}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDate(r.PostDate)} · {r.CodeAlias}
                </Text>
              </div>
              <div style={{ textAlign: 'right', flexShrink: 0 }}>
                <Text size="sm" fw={600} c={r.Amount < 0 ? 'green.8' : undefined}>
                  {r.Amount < 0 ? `−${formatCents(-r.Amount)}` : formatCents(r.Amount)}
                </Text>
                <Text size="xs" c="dimmed">
                  Balance {formatCents(r.Balance)}
                </Text>
              </div>
            </Group>
          ))}
        </Stack>
      )}

      <Title order={2} size="h4">
        Payment history
      </Title>
      {payments.length === 0 ? (
        <Text c="dimmed" size="sm">
          No payment received yet.
        </Text>
      ) : (
        <Stack
          gap={0}
          component="ul"
          aria-label="Payments"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {payments.map((p, i) => (
            <Group
              key={`${p.PostDate}-${String(i)}`}
              component="li"
              justify="space-between"
              wrap="nowrap"
              py="xs"
              style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
            >
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={600}>
                  {p.Method}
                  {p.Reference ? ` ${p.Reference}` : ''}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDate(p.PostDate)}
                  {p.Status === 'received' ? '' : ` · ${paymentStatusNote[p.Status]}`}
                </Text>
              </div>
              <div style={{ textAlign: 'right', flexShrink: 0 }}>
                <Text
                  size="sm"
                  fw={600}
                  c={p.Status === 'declined' ? 'dimmed' : undefined}
                  td={p.Status === 'declined' ? 'line-through' : undefined}
                >
                  {formatCents(p.Amount)}
                </Text>
                {p.Status === 'received' ? null : (
                  <Badge size="sm" variant="light" color={paymentStatusBadge[p.Status].color}>
                    {paymentStatusBadge[p.Status].label}
                  </Badge>
                )}
              </div>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** The owner's ledger: transactions with the running balance, the statement, payments received. */
export function LedgerPage() {
  const session = useOwnerSession();
  const [chosen, setChosen] = useState<string | null>(
    session.Properties[0] ? String(session.Properties[0].PropertyAgentId) : null,
  );
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Ledger
      </Title>
      {session.Properties.length > 1 ? (
        <Select
          label="Home"
          size="md"
          allowDeselect={false}
          data={session.Properties.map((p) => ({
            value: String(p.PropertyAgentId),
            label: p.Address,
          }))}
          value={chosen}
          onChange={setChosen}
        />
      ) : null}
      {chosen === null ? (
        <Alert color="gray" title="No home is linked to your account yet">
          Contact your management company to link your property.
        </Alert>
      ) : (
        <Ledger propertyAgentId={Number(chosen)} />
      )}
    </Stack>
  );
}
