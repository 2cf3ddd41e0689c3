import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useNavigate, type ErrorComponentProps } from '@tanstack/react-router';
import { errorText } from '../toasts';
import { SiteMap } from '../site-map';

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <Stack p="xl" gap="xs" align="flex-start">
      <Text fw={600}>This page does not exist.</Text>
      <Anchor component="button" onClick={() => void navigate({ to: SiteMap.home })}>
        Go to home
      </Anchor>
    </Stack>
  );
}

export function RouteErrorPage({ error }: ErrorComponentProps) {
  return (
    <Alert color="red" variant="light" title="Something went wrong" role="alert" m="md">
      {errorText(error)}
    </Alert>
  );
}
