import { Alert, Card, Stack, Text, Title } from '@mantine/core';
import { useOwnerSession } from '../app/session';

/** The owner's home: a greeting and each home they see, with its community and account number. */
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
          Your management company registered you with a temporary password. Change it under Account.
        </Alert>
      ) : null}
      {session.Properties.length === 0 ? (
        <Alert color="gray" title="No home is linked to your account yet">
          Contact your management company to link your property.
        </Alert>
      ) : (
        session.Properties.map((property) => (
          <Card key={property.PropertyAgentId} withBorder radius="lg" padding="md">
            <Text fw={700} size="lg">
              {property.Address}
            </Text>
            <Text c="dimmed" size="sm">
              {property.CommunityName}
              {property.AccountNumber ? ` · Account ${property.AccountNumber}` : ''}
            </Text>
          </Card>
        ))
      )}
    </Stack>
  );
}
