import type { ReportDataJson } from '@hoa/contract';
import { Group, Text } from '@mantine/core';
import { GridPager } from '../grid-pager';

/** Rows of a report on screen at once: a long report is asked for pages of this many. */
export const reportPageRows = 1000;

/** The report call's fields that ask for page `page` (1 first) of the rows. */
export const reportPageQuery = (page: number) => ({
  rowOffset: (page - 1) * reportPageRows,
  rowLimit: reportPageRows,
});

/**
 * Where a page of a long report is: "Rows 1,001–2,000 of 100,001" and the pager. Nothing for a
 * report answered whole, or one page that holds every row.
 */
export function ReportRowsPager({
  report,
  onPage,
}: {
  report: ReportDataJson;
  onPage: (page: number) => void;
}) {
  const { rowCount, rowOffset = 0 } = report;
  if (rowCount === undefined || rowCount <= reportPageRows) return null;
  const count = (n: number) => n.toLocaleString('en-US');
  return (
    <Group justify="space-between" my="xs">
      <Text size="sm" c="dimmed">
        Rows {count(rowOffset + 1)}–{count(rowOffset + report.rows.length)} of {count(rowCount)}
      </Text>
      <GridPager
        pages={Math.ceil(rowCount / reportPageRows)}
        page={Math.floor(rowOffset / reportPageRows) + 1}
        onChange={onPage}
        size="sm"
        justify="flex-end"
      />
    </Group>
  );
}
