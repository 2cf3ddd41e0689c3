import { formatCents } from '@hoa/domain';
import { Group, Paper, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCurrentCommunity } from '../../app/community/current-community';
import { PageHeader } from '../../widgets/page-header';
import { monthlyActivityQuery } from './owner-ledger-queries';

// Charts are 390px high (spec 3 §9); bars are drawn in SVG (no chart library in the web app).
const height = 390;
const width = 900;
const pad = { top: 16, right: 16, bottom: 40, left: 90 };
const colors = { charges: 'var(--mantine-color-blue-6)', credits: 'var(--mantine-color-teal-6)' };

/**
 * AR payments dashboard: charges and credits posted to owners per month over the last year. The
 * payments themselves come with cash receipts; until then credits are waives and adjustments.
 */
export function ArPaymentsDashboardPage() {
  const community = useCurrentCommunity();
  const months = useQuery(monthlyActivityQuery(community.CommunityAgentId)).data ?? [];
  const top = Math.max(1, ...months.flatMap((m) => [m.Charges, m.Credits]));
  const plotW = width - pad.left - pad.right;
  const plotH = height - pad.top - pad.bottom;
  const slot = plotW / Math.max(1, months.length);
  const bar = Math.max(2, slot / 2 - 4);
  const y = (cents: number) => pad.top + plotH - (cents / top) * plotH;
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((f) => Math.round(top * f));
  return (
    <>
      <PageHeader title="AR payments dashboard" subtitle={community.DisplayName} />
      <Paper withBorder p="sm">
        <Group justify="space-between" mb="xs">
          <Title order={4}>Charges and credits by month</Title>
          <Group gap="md">
            <Text size="sm" c="blue.6">
              ■ Charges
            </Text>
            <Text size="sm" c="teal.6">
              ■ Credits
            </Text>
          </Group>
        </Group>
        <svg
          role="img"
          aria-label="Charges and credits by month"
          viewBox={`0 0 ${width} ${height}`}
          width="100%"
          height={height}
        >
          {ticks.map((t) => (
            <g key={t}>
              <line x1={pad.left} x2={width - pad.right} y1={y(t)} y2={y(t)} stroke="#dee2e6" />
              <text x={pad.left - 6} y={y(t) + 4} textAnchor="end" fontSize={11}>
                {formatCents(t)}
              </text>
            </g>
          ))}
          {months.map((m, i) => {
            const x = pad.left + i * slot + 4;
            return (
              <g key={m.Month}>
                <rect
                  x={x}
                  y={y(m.Charges)}
                  width={bar}
                  height={y(0) - y(m.Charges)}
                  fill={colors.charges}
                >
                  <title>{`${m.Month} charges ${formatCents(m.Charges)}`}</title>
                </rect>
                <rect
                  x={x + bar + 2}
                  y={y(m.Credits)}
                  width={bar}
                  height={y(0) - y(m.Credits)}
                  fill={colors.credits}
                >
                  <title>{`${m.Month} credits ${formatCents(m.Credits)}`}</title>
                </rect>
                <text x={x + bar} y={height - pad.bottom + 16} textAnchor="middle" fontSize={11}>
                  {m.Month}
                </text>
              </g>
            );
          })}
        </svg>
      </Paper>
    </>
  );
}
