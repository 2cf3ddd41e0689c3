import { ColumnChart } from '../../widgets/charts/column-chart';
import { monthLabel } from '../../widgets/charts/chart-scale';

interface Month {
  Month: string;
  Entered: number;
  Paid: number;
}

const series = [
  { key: 'entered', label: 'Invoices entered', color: 'var(--mantine-color-blue-6)' },
  { key: 'paid', label: 'Paid', color: 'var(--mantine-color-teal-6)' },
];

/** Twelve months of invoices entered against payments made, as paired columns with their values. */
export function MonthChart({ months }: { months: readonly Month[] }) {
  return (
    <ColumnChart
      label="Invoices entered and paid per month"
      series={series}
      points={months.map((m) => ({ label: monthLabel(m.Month), values: [m.Entered, m.Paid] }))}
      height={240}
    />
  );
}
