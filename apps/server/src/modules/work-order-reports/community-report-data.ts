import type { ReportColumn, ReportData, ReportRow } from '../../documents/index';

/** A line of a report that can be cut by community. */
interface CommunityLine {
  communityAgentId: number;
  communityName: string;
}

/** How a report lays out its lines: the columns, a line's row and the total rows of some lines. */
export interface ReportLayout<Line extends CommunityLine> {
  columns: ReportColumn[];
  /** The column a community's section heading stands in. */
  sectionColumn: string;
  lineRow: (line: Line) => ReportRow;
  totalRows: (label: string, lines: readonly Line[], style: 'subtotal' | 'total') => ReportRow[];
}

/**
 * A landscape report of these lines: a row per line, or, `byCommunity`, a section per community
 * (in the lines' order) with its subtotals; then the grand total.
 */
export function communityReportData<Line extends CommunityLine>(
  head: Pick<ReportData, 'title' | 'subtitle' | 'fileName'>,
  layout: ReportLayout<Line>,
  lines: readonly Line[],
  byCommunity: boolean,
): ReportData {
  const communities = [...new Set(lines.map((l) => l.communityAgentId))];
  const rows = byCommunity
    ? communities.flatMap((id) => {
        const own = lines.filter((l) => l.communityAgentId === id);
        const name = own[0]?.communityName ?? '';
        return [
          { cells: { [layout.sectionColumn]: name }, style: 'section' as const },
          ...own.map(layout.lineRow),
          ...layout.totalRows(`Total ${name}`, own, 'subtotal'),
        ];
      })
    : lines.map(layout.lineRow);
  return {
    ...head,
    columns: layout.columns,
    rows: [...rows, ...layout.totalRows('Total', lines, 'total')],
    orientation: 'landscape',
  };
}
