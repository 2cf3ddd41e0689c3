import {
  describeReportParameters,
  isCatalogReportName,
  reportEndpoints,
  type CatalogReportJson,
  type CatalogReportName,
} from '@hoa/contract';
import {
  CatalogReportFormats,
  localDay,
  reportParameterDefaults,
  ReportFamilies,
  reportVisibleParameters,
  type CatalogReport,
  type PermissionClaim,
} from '@hoa/domain';
import type { z } from 'zod';

/** A catalogue report with what its render needs: its call's schema and claim. */
export interface CatalogEntry extends CatalogReportJson {
  Name: CatalogReportName;
  schema: z.ZodObject;
  claim: PermissionClaim;
}

/**
 * Every report of the catalogue (spec 3 §3 'Report'), by family: its formats, and its parameters
 * described from its own call's query (or, for a report over several communities, body) schema
 * with today's defaults.
 */
export function reportCatalogue(today = localDay(new Date())): CatalogEntry[] {
  return ReportFamilies.flatMap(({ family, reports }) =>
    reports.filter((r) => isCatalogReportName(r.Name)).map((r) => catalogEntry(r, family, today)),
  );
}

function catalogEntry(report: CatalogReport, family: string, today: string): CatalogEntry {
  const Name = report.Name as CatalogReportName;
  const endpoint = reportEndpoints[Name];
  const IsGlobal = 'body' in endpoint;
  const schema = ('body' in endpoint ? endpoint.body : endpoint.query) as z.ZodObject;
  return {
    Name,
    DisplayName: report.DisplayName,
    Description: report.Description,
    Family: family,
    Formats: [...CatalogReportFormats],
    IsGlobal,
    Parameters: describeReportParameters(
      schema,
      reportParameterDefaults(Name, today),
      reportVisibleParameters(report),
    ),
    schema,
    claim: endpoint.access.claim,
  };
}

/** The catalogue entry of a name, or undefined: only that report's parameters are described. */
export function catalogEntryOf(name: string): CatalogEntry | undefined {
  if (!isCatalogReportName(name)) return undefined;
  for (const { family, reports } of ReportFamilies) {
    const report = reports.find((r) => r.Name === name);
    if (report) return catalogEntry(report, family, localDay(new Date()));
  }
  return undefined;
}
