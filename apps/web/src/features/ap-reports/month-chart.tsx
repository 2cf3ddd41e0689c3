import { formatCents } from '@hoa/domain';
import { Group, Text } from '@mantine/core';

interface Month {
  Month: string;
  Entered: number;
  Paid: number;
}

const height = 180;
const entered = 'var(--mantine-color-blue-6)';
const paid = 'var(--mantine-color-teal-6)';

/** Twelve months of invoices entered against payments made, as paired bars. */
export function MonthChart({ months }: { months: readonly Month[] }) {
  const top = Math.max(1, ...months.flatMap((m) => [m.Entered, m.Paid]));
  const slot = 56;
  const bar = 20;
  return (
    <div>
      <Group gap="lg" mb="xs">
        <Legend color={entered} label="Invoices entered" />
        <Legend color={paid} label="Paid" />
      </Group>
      <svg
        role="img"
        aria-label="Invoices entered and paid per month"
        viewBox={`0 0 ${String(months.length * slot)} ${String(height + 24)}`}
        width="100%"
        height={height + 24}
        preserveAspectRatio="none"
      >
        {months.map((m, i) => {
          const x = i * slot + 6;
          const he = (m.Entered / top) * height;
          const hp = (m.Paid / top) * height;
          return (
            <g key={m.Month}>
              <rect x={x} y={height - he} width={bar} height={he} fill={entered}>
                <title>{`${m.Month} entered ${formatCents(m.Entered)}`}</title>
              </rect>
              <rect x={x + bar + 2} y={height - hp} width={bar} height={hp} fill={paid}>
                <title>{`${m.Month} paid ${formatCents(m.Paid)}`}</title>
              </rect>
              <text
                x={x + bar}
                y={height + 16}
                fontSize="11"
                textAnchor="middle"
                fill="currentColor"
              >
                {m.Month.slice(2).replace('-', '/')}
              </text>
            </g>
          );
        })}
      </svg>
    </div>
  );
}

function Legend({ color, label }: { color: string; label: string }) {
  return (
    <Group gap={6}>
      <div style={{ width: 12, height: 12, background: color, borderRadius: 2 }} />
      <Text size="sm">{label}</Text>
    </Group>
  );
}
