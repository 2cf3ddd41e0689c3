import {
  Alert,
  Anchor,
  Button,
  Card,
  Divider,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import {
  mayCallPortal,
  portalAccount,
  type OwnerSession,
  type PortalHomeProperty,
} from '@hoa/contract';
import { formatCents } from '@hoa/domain';
import { portalApi } from '../app/api';
import { placesFor } from '../app/portal-nav';
import { portalHref, PortalPaths } from '../app/portal-paths';
import { useOwnerSession } from '../app/session';

export const portalHomeQuery = {
  queryKey: ['portal', 'home'],
  queryFn: () => portalApi.call(portalAccount.GetHome),
};

function dueText(cents: number): string {
  if (cents > 0) return 'Total due';
  if (cents < 0) return 'Credit on your account';
  return 'Nothing due';
}

/** One home: its balance by charge, the total and what is due next. */
function PropertyCard({ property }: { property: PortalHomeProperty }) {
  return (
    <Card withBorder radius="lg" padding="md" aria-label={property.Address}>
      <Stack gap="sm">
        <div>
          <Text fw={700} size="lg">
            {property.Address}
          </Text>
          <Text c="dimmed" size="sm">
            {property.CommunityName}
            {property.AccountNumber ? ` · Account ${property.AccountNumber}` : ''}
          </Text>
        </div>
        <Group justify="space-between" align="baseline">
          <Text size="sm">{dueText(property.TotalDue)}</Text>
          <Text fw={800} size="xl" data-testid="total-due">
            {formatCents(Math.abs(property.TotalDue))}
          </Text>
        </Group>
        <Divider />
        <Text fw={600} size="sm">
          Balance by charge
        </Text>
        {property.Balances.length === 0 ? (
          <Text size="sm" c="dimmed">
            You owe nothing on any charge.
          </Text>
        ) : (
          <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {property.Balances.map((b) => (
              <Group key={b.CodeAlias} justify="space-between" component="li" wrap="nowrap">
                <Text size="sm">{b.CodeName}</Text>
                <Text size="sm" fw={600}>
                  {formatCents(b.Balance)}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
        <Divider />
        <Text fw={600} size="sm">
          What happens next
        </Text>
        {property.Next.length === 0 ? (
          <Text size="sm" c="dimmed">
            No charge is scheduled on your home.
          </Text>
        ) : (
          <Stack gap={4} component="ul" style={{ paddingLeft: 18, margin: 0 }}>
            {property.Next.map((n) => (
              <Text key={n.CodeAlias} size="sm" component="li">
                {n.Line}
              </Text>
            ))}
          </Stack>
        )}
        <Anchor href={portalHref(PortalPaths.ledger)} size="sm" fw={600}>
          See your ledger and statements
        </Anchor>
      </Stack>
    </Card>
  );
}

/** Each home's balance card (a session with the balance right). */
function Balances() {
  const home = useSuspenseQuery(portalHomeQuery).data;
  return home.Properties.length === 0 ? (
    <Alert color="gray" title="No home is linked to your account yet">
      Contact your management company to link your property.
    </Alert>
  ) : (
    home.Properties.map((property) => (
      <PropertyCard key={property.PropertyAgentId} property={property} />
    ))
  );
}

/** The homes a session without the balance right sees (a renter's): where, without money. */
function Homes({ properties }: { properties: OwnerSession['Properties'] }) {
  return properties.map((property) => (
    <Card
      key={property.PropertyAgentId}
      withBorder
      radius="lg"
      padding="md"
      aria-label={property.Address}
    >
      <Text fw={700} size="lg">
        {property.Address}
      </Text>
      <Text c="dimmed" size="sm">
        {property.CommunityName}
      </Text>
    </Card>
  ));
}

/**
 * The home page: for each home the session sees, the balance by charge, total due and what is
 * next (a renter, who sees nothing financial, sees the home only).
 */
export function HomePage() {
  const session = useOwnerSession();
  const firstName = session.DisplayName.split(' ')[0] ?? session.DisplayName;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Hello, {firstName}
      </Title>
      {session.MustChangePassword ? (
        <Alert color="yellow" title="Choose your own password">
          Your management company registered you with a temporary password. Change it under{' '}
          <Anchor href={portalHref(PortalPaths.account)}>Account</Anchor>.
        </Alert>
      ) : null}
      {mayCallPortal(portalAccount.GetHome, session.Rights) ? (
        <Balances />
      ) : (
        <Homes properties={session.Properties} />
      )}
      <Card withBorder radius="lg" padding="md">
        <Text fw={600} size="sm" mb="xs">
          More
        </Text>
        <SimpleGrid cols={2} spacing="xs">
          {placesFor(session)
            .filter((place) => !place.inBar)
            .map((place) => (
              <Button
                key={place.path}
                component="a"
                href={portalHref(place.path)}
                variant="light"
                size="md"
              >
                {place.label}
              </Button>
            ))}
        </SimpleGrid>
      </Card>
    </Stack>
  );
}
