import type { AgentGraph } from '@hoa/contract';
import {
  AddressTypes,
  formatAddressLines,
  formatCents,
  formatPhone,
  hasFederalTaxNumber,
  isPersonAgentType,
  PhoneTypes,
  WebAddressTypes,
} from '@hoa/domain';
import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="sm" component="section" aria-label={title}>
      <Title order={4} mb="xs">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function Field({ label, value }: { label: string; value: string | null }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value || '—'}</Text>
    </div>
  );
}

const addressTypeName = (id: number) =>
  AddressTypes.find((t) => t.AddressTypeId === id)?.AddressTypeName ?? '';
const phoneTypeName = (id: number) =>
  PhoneTypes.find((t) => t.PhoneTypeId === id)?.PhoneTypeName ?? '';
const webAddressTypeName = (id: number) =>
  WebAddressTypes.find((t) => t.WebAddressTypeId === id)?.WebAddressTypeName ?? '';

const Primary = () => (
  <Badge size="xs" variant="light" color="teal" style={{ flexShrink: 0 }}>
    Primary
  </Badge>
);

function Empty({ what }: { what: string }) {
  return (
    <Text size="sm" c="dimmed">
      No {what}.
    </Text>
  );
}

/** The contact, addresses, phones and web addresses of a profile, read only. */
export function ContactPanels({ graph }: { graph: AgentGraph }) {
  const c = graph.Contact;
  const person = isPersonAgentType(graph.Agent.TopsAgentTypeId);
  return (
    <Stack gap="md">
      <Panel title="Contact">
        <SimpleGrid cols={{ base: 2, md: 3 }} spacing="sm">
          {person ? (
            <>
              <Field label="First name" value={c.FirstName} />
              <Field label="Middle name" value={c.MiddleName} />
              <Field label="Last name" value={c.LastName} />
            </>
          ) : null}
          <Field label="Display name" value={c.DisplayName} />
          {person ? null : <Field label="Company name" value={c.CompanyName} />}
          <Field label="Alias" value={c.Alias} />
          <Field label="Primary email" value={c.PrimaryEmailAddress} />
          {hasFederalTaxNumber(graph.Agent.TopsAgentTypeId) ? (
            <Field label="Federal tax number" value={c.FederalTaxNumber} />
          ) : null}
          {graph.Agent.CommunityType ? (
            <Field label="Community type" value={graph.Agent.CommunityType} />
          ) : null}
        </SimpleGrid>
      </Panel>
      <Panel title="Addresses">
        <Stack gap="xs">
          {graph.Addresses.length === 0 ? <Empty what="addresses" /> : null}
          {graph.Addresses.map((a) => (
            <div key={a.AddressId}>
              <Group gap={6}>
                <Text size="xs" c="dimmed">
                  {addressTypeName(a.AddressTypeId)}
                </Text>
                {a.IsPrimary ? <Primary /> : null}
              </Group>
              {formatAddressLines(a).map((line) => (
                <Text key={line} size="sm">
                  {line}
                </Text>
              ))}
            </div>
          ))}
        </Stack>
      </Panel>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Panel title="Phones">
          <Stack gap={6}>
            {graph.Phones.length === 0 ? <Empty what="phones" /> : null}
            {graph.Phones.map((p) => (
              <Group key={p.PhoneId} gap={6} wrap="nowrap">
                <Text size="xs" c="dimmed" w={56}>
                  {phoneTypeName(p.PhoneTypeId)}
                </Text>
                <Text size="sm">{formatPhone(p)}</Text>
                {p.IsPrimary ? <Primary /> : null}
              </Group>
            ))}
          </Stack>
        </Panel>
        <Panel title="Web addresses">
          <Stack gap={6}>
            {graph.WebAddresses.length === 0 ? <Empty what="web addresses" /> : null}
            {graph.WebAddresses.map((w) => (
              <Group key={w.WebAddressId} gap={6} wrap="nowrap">
                <Text size="xs" c="dimmed" w={64}>
                  {webAddressTypeName(w.WebAddressTypeId)}
                </Text>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {w.Address}
                </Text>
                {w.IsPrimary ? <Primary /> : null}
              </Group>
            ))}
          </Stack>
        </Panel>
      </SimpleGrid>
      {graph.PropertyDetails ? (
        <Panel title="Property details">
          <SimpleGrid cols={{ base: 2, md: 3 }} spacing="sm">
            <Field label="Account number" value={graph.PropertyDetails.AccountNumber} />
            <Field label="Lot number" value={graph.PropertyDetails.LotNumber} />
            <Field
              label="Square feet"
              value={graph.PropertyDetails.SquareFeet?.toLocaleString('en-US') ?? null}
            />
            <Field
              label="Assessed value"
              value={
                graph.PropertyDetails.AssessedValueCents === null
                  ? null
                  : formatCents(graph.PropertyDetails.AssessedValueCents)
              }
            />
            <Field
              label="Percent ownership"
              value={
                graph.PropertyDetails.PercentOwnership
                  ? `${graph.PropertyDetails.PercentOwnership}%`
                  : null
              }
            />
          </SimpleGrid>
        </Panel>
      ) : null}
    </Stack>
  );
}
