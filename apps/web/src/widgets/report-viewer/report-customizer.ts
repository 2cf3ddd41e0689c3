import type { ReportDataJson } from '@hoa/contract';
import { createContext, type ComponentType, type ReactNode } from 'react';

/** What a report screen hands the customizer: its call, as the downloads use it, and its rows. */
export interface ReportCustomizerProps {
  /** The report call's path, e.g. /api/Report/OwnerBalance. */
  path: string;
  query: Record<string, string | number>;
  body?: Record<string, unknown> | undefined;
  report: ReportDataJson;
  /** Draws the rows the customizer shows (the report's own, or as a saved definition makes them). */
  children: (shown: ReportDataJson) => ReactNode;
}

/**
 * The component that lets the user reshape a report's rows (the saved reports of the report page):
 * provided by the page, so that every report screen's frame offers it without knowing it.
 */
export const ReportCustomizerContext = createContext<ComponentType<ReportCustomizerProps> | null>(
  null,
);
