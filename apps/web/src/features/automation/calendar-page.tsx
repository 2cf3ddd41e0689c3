import type { contract } from '@hoa/contract';
import { dayNumberOf, formatDate, type IsoDate, isoDateOfDayNumber, todayIso } from '@hoa/domain';
import type { z } from 'zod';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { DateTimeText } from '../../widgets/date-text';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { calendarQuery, jobNameOf } from './automation-queries';

const CalendarDays = 31;

type CalendarDay = z.infer<typeof contract.automation.GetAutomationCalendar.response>[number];

/** The 31 days from the first the server gave (today), each with its runs or none. */
function allDays(days: readonly CalendarDay[], from: IsoDate): CalendarDay[] {
  const start = dayNumberOf(from);
  return Array.from({ length: CalendarDays }, (_, i) => {
    const date = isoDateOfDayNumber(start + i);
    return days.find((d) => d.Date === date) ?? { Date: date, Runs: [] };
  });
}

const weekday = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' });

/**
 * The automation calendar (issue 25): what the enabled job schedules of the caller's communities
 * will run on each of the next 31 days.
 */
export function CalendarPage() {
  const [from] = useState(() => todayIso());
  const calendar = useQuery(calendarQuery(from));
  const days = useMemo(
    () => (calendar.data ? allDays(calendar.data, from) : []),
    [calendar.data, from],
  );
  return (
    <>
      <PageHeader title="Automation calendar" subtitle="The next 31 days" />
      {calendar.error ? <LoadError error={calendar.error} /> : null}
      {calendar.isPending ? <Text c="dimmed">Loading…</Text> : null}
      <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
        {days.map((day) => (
          <Paper key={day.Date} component="li" withBorder p="xs" aria-label={formatDate(day.Date)}>
            <Group justify="space-between" mb={day.Runs.length ? 4 : 0}>
              <Text fw={600} size="sm">
                {weekday(day.Date)} {formatDate(day.Date)}
              </Text>
              <Text size="xs" c="dimmed">
                {day.Runs.length === 0
                  ? 'Nothing scheduled'
                  : `${day.Runs.length} ${day.Runs.length === 1 ? 'job' : 'jobs'}`}
              </Text>
            </Group>
            <Stack gap={2}>
              {day.Runs.map((run) => (
                <Group key={`${run.JobScheduleId}-${run.At}`} gap="sm" wrap="nowrap">
                  <Text size="sm" w={170} c="dimmed">
                    <DateTimeText value={run.At} />
                  </Text>
                  <Text size="sm" fw={500}>
                    {run.JobScheduleName}
                  </Text>
                  <Badge variant="light" size="sm">
                    {jobNameOf(run.JobId)}
                  </Badge>
                  <Text size="sm" c="dimmed">
                    {run.CommunityName}
                  </Text>
                </Group>
              ))}
            </Stack>
          </Paper>
        ))}
      </Stack>
    </>
  );
}
