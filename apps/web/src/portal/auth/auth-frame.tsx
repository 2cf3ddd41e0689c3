import { Anchor, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { portalHref } from '../app/portal-paths';

/** The frame of the portal's signed-out pages: a card centred on a phone's width. */
export function AuthFrame(props: {
  title: string;
  intro?: string;
  children: ReactNode;
  links: { label: string; path: string }[];
}) {
  return (
    <Center mih="100dvh" p="md" bg="var(--mantine-color-gray-0)">
      <Paper withBorder shadow="sm" p="lg" radius="lg" w="100%" maw={420}>
        <Stack gap="md">
          <Stack gap={4}>
            <Text size="sm" c="dimmed" fw={600}>
              Owner portal
            </Text>
            <Title order={1} size="h2">
              {props.title}
            </Title>
            {props.intro ? <Text c="dimmed">{props.intro}</Text> : null}
          </Stack>
          {props.children}
          <Group justify="space-between" gap="xs">
            {props.links.map((link) => (
              <Anchor key={link.path} href={portalHref(link.path)} size="sm">
                {link.label}
              </Anchor>
            ))}
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
