import type { CloseChecklistJson } from '@hoa/contract';
import { Badge, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { formatDate } from '@hoa/domain';

/** The month's close checklist: each check green or red, with what is missing under it. */
export function CloseChecklist({ checklist }: { checklist: CloseChecklistJson }) {
  return (
    <Paper withBorder p="md" aria-label="Close checklist" component="section">
      <Group justify="space-between" mb="sm">
        <Title order={4}>
          Close checklist · {formatDate(checklist.StartDate)} – {formatDate(checklist.EndDate)}
        </Title>
        <Badge color={checklist.Closed ? 'green' : 'red'} variant="light" size="lg">
          {checklist.Closed ? 'Month closed' : 'Month not closed'}
        </Badge>
      </Group>
      <Stack gap="sm">
        {checklist.Checks.map((check) => (
          <div key={check.Key} data-testid={`check-${check.Key}`} data-passed={check.Passed}>
            <Group gap="xs" wrap="nowrap">
              <ThemeIcon
                size="sm"
                radius="xl"
                color={check.Passed ? 'green' : 'red'}
                aria-label={check.Passed ? 'Passed' : 'Failed'}
              >
                <Text size="xs" fw={700} c="white">
                  {check.Passed ? '✓' : '✗'}
                </Text>
              </ThemeIcon>
              <Text fw={600}>{check.Name}</Text>
            </Group>
            {check.Missing.length > 0 ? (
              <List size="sm" ml={34} mt={4} c="red.8">
                {check.Missing.map((line) => (
                  <List.Item key={line}>{line}</List.Item>
                ))}
              </List>
            ) : null}
          </div>
        ))}
      </Stack>
    </Paper>
  );
}
