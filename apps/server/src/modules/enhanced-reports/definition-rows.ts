import { queryRows, sql, type SQL } from '@hoa/db';
import type { EnhancedReport } from '@hoa/contract';
import { ReportDefinitionSchema, type ReportDefinition } from '@hoa/domain';
import { requireClaim } from '../../http/access';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { catalogEntryOf, type CatalogEntry } from '../report-catalogue/index';

interface DefinitionRow {
  id: string | number;
  report_name: string;
  name: string;
  report_definition: unknown;
  is_public: boolean;
  is_owner: boolean;
  owner_name: string;
  is_deleted: boolean;
}

/**
 * The saved reports the caller can see (their own, and others' public ones; row-level security
 * keeps them to the company) that match `where` on `d`, newest name order; without `definitions`
 * their ReportDefinition is null.
 */
export async function readDefinitions(
  ctx: RequestContext,
  where: SQL,
  definitions = true,
): Promise<EnhancedReport[]> {
  const me = ctx.user.userId;
  const rows = await queryRows<DefinitionRow>(
    ctx.tx,
    sql`select d.id, d.report_name, d.name,
          ${definitions ? sql`d.report_definition` : sql`null`} as report_definition,
          d.is_public, d.owner_user_id = ${me} as is_owner, u.display_name as owner_name,
          d.deleted_at is not null as is_deleted
        from enhanced_report_definitions d
        join users u on u.id = d.owner_user_id
        where (d.owner_user_id = ${me} or d.is_public) and ${where}
        order by lower(d.name), d.id`,
  );
  return rows.map((row) => ({
    EnhancedReportDefinitionID: Number(row.id),
    ReportName: row.report_name,
    Name: row.name,
    ReportDefinition:
      row.report_definition === null ? null : ReportDefinitionSchema.parse(row.report_definition),
    IsPublic: row.is_public,
    IsOwner: row.is_owner,
    OwnerName: row.owner_name,
    IsDeleted: row.is_deleted,
  }));
}

/** One live saved report the caller can see and whose report they may read, or 404 / 403. */
export async function loadDefinition(
  ctx: RequestContext,
  id: number,
): Promise<EnhancedReport & { ReportDefinition: ReportDefinition }> {
  const [found] = await readDefinitions(ctx, sql`d.id = ${id} and d.deleted_at is null`);
  if (!found?.ReportDefinition) throw appError('EnhancedReportNotFound');
  readableReport(ctx, found.ReportName);
  return { ...found, ReportDefinition: found.ReportDefinition };
}

/** The catalogue report of this name when the caller may read it: else 400 (none) or 403. */
export function readableReport(ctx: RequestContext, reportName: string): CatalogEntry {
  const report = catalogEntryOf(reportName);
  if (!report) throw appError('UnknownReport', reportName);
  requireClaim(ctx, report.claim, 'read');
  return report;
}

/** The default report: every column, no filter, no sort (EnhancedReportDefinitionID 0). */
export function defaultReport(reportName: string): EnhancedReport {
  return {
    EnhancedReportDefinitionID: 0,
    ReportName: reportName,
    Name: 'Default',
    ReportDefinition: ReportDefinitionSchema.parse({}),
    IsPublic: true,
    IsOwner: false,
    OwnerName: '',
    IsDeleted: false,
  };
}
