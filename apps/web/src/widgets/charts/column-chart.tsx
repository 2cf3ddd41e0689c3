import { Group, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { compactCents, labelWidth, niceTicks } from './chart-scale';

export interface ColumnSeries {
  key: string;
  label: string;
  color: string;
}

export interface ColumnPoint {
  /** The x axis label (a month). */
  label: string;
  /** One value in cents per series, in the series' order. */
  values: readonly number[];
}

const fontSize = 11;
const valueFont = 10;
const pad = { top: 18, right: 8, bottom: 26 };

/**
 * Grouped columns in cents with a dollar axis, drawn at the pixel width it is given (measured, not
 * scaled, so text keeps its size): the axis labels get the room their longest label needs, the x
 * labels thin out where they would touch, and each column shows its value above it where the
 * value fits its width. Every column names its value in a tooltip too.
 */
export function ColumnChart({
  label,
  series,
  points,
  height = 300,
}: {
  label: string;
  series: readonly ColumnSeries[];
  points: readonly ColumnPoint[];
  height?: number;
}) {
  const { ref, width } = useElementSize();
  const ticks = niceTicks(Math.max(0, ...points.flatMap((p) => p.values)));
  const top = ticks[ticks.length - 1] ?? 1;
  const tickLabels = ticks.map((t) => compactCents(t));
  const left = Math.ceil(Math.max(...tickLabels.map((t) => labelWidth(t, fontSize)))) + 10;
  const plotW = Math.max(0, width - left - pad.right);
  const plotH = height - pad.top - pad.bottom;
  const slot = plotW / Math.max(1, points.length);
  const gap = Math.min(12, slot * 0.25);
  const bar = Math.max(1, (slot - gap) / Math.max(1, series.length) - 1);
  const y = (cents: number) => pad.top + plotH - (Math.max(0, cents) / top) * plotH;
  const widest = Math.max(1, ...points.map((p) => labelWidth(p.label, fontSize) + 6));
  const every = Math.max(1, Math.ceil(widest / Math.max(1, slot)));
  return (
    <div>
      <Group gap="lg" mb="xs">
        {series.map((s) => (
          <Group key={s.key} gap={6}>
            <div style={{ width: 12, height: 12, background: s.color, borderRadius: 2 }} />
            <Text size="sm">{s.label}</Text>
          </Group>
        ))}
      </Group>
      <div ref={ref} style={{ width: '100%', height }}>
        {width > 0 ? (
          <svg role="img" aria-label={label} width={width} height={height}>
            {ticks.map((t, i) => (
              <g key={t}>
                <line x1={left} x2={width - pad.right} y1={y(t)} y2={y(t)} stroke="#dee2e6" />
                <text
                  x={left - 6}
                  y={y(t) + 4}
                  textAnchor="end"
                  fontSize={fontSize}
                  fill="var(--mantine-color-dimmed)"
                >
                  {tickLabels[i]}
                </text>
              </g>
            ))}
            {points.map((p, i) => {
              const x0 = left + i * slot + gap / 2;
              return (
                <g key={p.label}>
                  {p.values.map((v, s) => {
                    const x = x0 + s * (bar + 1);
                    const text = compactCents(v);
                    const s0 = series[s];
                    return (
                      <g key={s0?.key ?? s}>
                        <rect
                          x={x}
                          y={y(v)}
                          width={bar}
                          height={y(0) - y(v)}
                          fill={s0?.color}
                          data-value={v}
                        >
                          <title>{`${p.label} ${s0?.label ?? ''}: ${text}`}</title>
                        </rect>
                        {labelWidth(text, valueFont) <= bar + 2 && v > 0 ? (
                          <text
                            x={x + bar / 2}
                            y={y(v) - 4}
                            textAnchor="middle"
                            fontSize={valueFont}
                            fill="currentColor"
                          >
                            {text}
                          </text>
                        ) : null}
                      </g>
                    );
                  })}
                  {i % every === 0 ? (
                    <text
                      x={left + i * slot + slot / 2}
                      y={height - 8}
                      textAnchor="middle"
                      fontSize={fontSize}
                      fill="currentColor"
                    >
                      {p.label}
                    </text>
                  ) : null}
                </g>
              );
            })}
          </svg>
        ) : null}
      </div>
    </div>
  );
}
