import { queryRows, sql } from '@hoa/db';
import type { CatalogReportJson } from '@hoa/contract';
import { formatCents, formatDate, ReportCodeTypes, type ReportParameterOption } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { idArray } from '../../sql/index';
import { batchSummaries } from '../lockbox/index';

/** The newest lockbox batches a report lists. */
const BatchChoices = 100;

/**
 * The catalogue's reports with the values their community's parameters list (spec 3 §3
 * DataSource): a report's Code its community's codes of the report's type, a Lockbox batch the
 * community's newest batches. A parameter the reports do not show is left as it is.
 */
export async function withCommunityDataSources(
  ctx: RequestContext,
  communityAgentId: number,
  reports: readonly CatalogReportJson[],
): Promise<CatalogReportJson[]> {
  const shows = (name: string) =>
    reports.filter((r) => r.Parameters.some((p) => p.Name === name && p.IsVisible));
  const codeTypes = [...new Set(shows('topsCodeId').flatMap((r) => ReportCodeTypes[r.Name] ?? []))];
  const codes =
    codeTypes.length === 0
      ? []
      : await queryRows<{ id: number; type: number; alias: string; name: string }>(
          ctx.tx,
          sql`select id::int8 as id, code_type_id::int as type, code_alias as alias,
                     code_name as name
                from codes
               where community_agent_id = ${communityAgentId}
                 and code_type_id = any(${idArray(codeTypes)})
               order by code_alias, id`,
        );
  const batches =
    shows('lockboxBatchId').length === 0
      ? []
      : await batchSummaries(
          ctx.tx,
          sql`b.community_agent_id = ${communityAgentId}`,
          sql`limit ${BatchChoices}`,
        );
  const batchOptions: ReportParameterOption[] = batches.map((b) => ({
    Value: b.LockboxBatchId,
    DisplayName: `#${String(b.LockboxBatchId)} · ${formatDate(b.DepositDate)} · ${b.FileName} · ${formatCents(b.Total)}`,
  }));
  const sourceOf = (report: string, parameter: string): ReportParameterOption[] | null => {
    if (parameter === 'lockboxBatchId') return batchOptions;
    const type = ReportCodeTypes[report];
    if (parameter !== 'topsCodeId' || type === undefined) return null;
    return codes
      .filter((c) => c.type === type)
      .map((c) => ({ Value: c.id, DisplayName: `${c.alias} · ${c.name}` }));
  };
  return reports.map((report) => ({
    ...report,
    Parameters: report.Parameters.map((p) => {
      const source = p.IsVisible ? sourceOf(report.Name, p.Name) : null;
      return source === null ? p : { ...p, DataSource: source };
    }),
  }));
}
