import type { ReportDrill } from '@hoa/contract';
import { createContext } from 'react';

/** One account figure of a statement and the ledger lines behind it (issue 24, drill-down). */
export interface FigureDrill {
  communityAgentId: number;
  accountId: number;
  /** The account as the statement names it: number and name. */
  account: string;
  /** The statement and the column of the figure, e.g. 'Balance Sheet, Amount'. */
  source: string;
  figure: number;
  drill: ReportDrill;
}

/**
 * Opens the lines behind a figure (the GL lines drawer of the report page): provided by the page,
 * so that the report viewer makes the figures of a column with a drill buttons without knowing it.
 */
export const ReportDrillContext = createContext<((figure: FigureDrill) => void) | null>(null);
