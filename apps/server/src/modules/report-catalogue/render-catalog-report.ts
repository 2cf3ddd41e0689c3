import {
  checkReportParameters,
  ReportCatalogueMessages,
  type ReportParameterValue,
} from '@hoa/domain';
import { renderReport, type ReportData, type ReportFormat } from '../../documents/index';
import { requireClaim, requireCommunity } from '../../http/access';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { buildReportData, buildReportDataSet } from '../reports/index';
import { catalogEntryOf, type CatalogEntry } from './catalogue';
import { reportBuilders, reportSetBuilders } from './report-builders';

/** Where a report looks: one community, or (a global report) several; null: all the caller's. */
export type ReportTarget = { communityAgentId: number } | { agentIds: number[] | null };

/** The catalogue entry of a name; an unknown name is refused (400). */
function entryOf(name: string): CatalogEntry {
  const entry = catalogEntryOf(name);
  if (!entry) throw badRequest(ReportCatalogueMessages.unknownReport(name));
  return entry;
}

/**
 * The call's input of a report from its parameters: typed by the catalogue (D dates, I integers,
 * listed values), then parsed by the report's own query or body schema, so a render by name takes
 * exactly what the report's route takes. Yes or no goes to a query as 'true' or 'false'.
 */
function reportInput(
  entry: CatalogEntry,
  params: Readonly<Record<string, unknown>>,
  target: ReportTarget,
): unknown {
  const checked = checkReportParameters(entry.Name, entry.Parameters, params);
  if (!checked.ok) throw badRequest(checked.problem);
  const values: Record<string, ReportParameterValue | number[] | null> = {};
  for (const [name, value] of Object.entries(checked.value)) {
    values[name] = typeof value === 'boolean' && !entry.IsGlobal ? String(value) : value;
  }
  const parsed = entry.schema.safeParse({ ...values, ...target });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badRequest(
      ReportCatalogueMessages.invalid(issue?.path.join('.') ?? '', issue?.message ?? ''),
    );
  }
  return parsed.data;
}

/**
 * A render by name checked without building it: the report's name and parameters against the
 * catalogue (400), then read access to its claim and the community on the caller's list. Its
 * claim, community and the input its builder takes. What a schedule checks when it is saved.
 */
export async function checkCatalogReport(
  ctx: RequestContext,
  name: string,
  params: Readonly<Record<string, unknown>>,
  target: ReportTarget,
) {
  const entry = entryOf(name);
  const global = 'agentIds' in target;
  if (entry.IsGlobal !== global) {
    throw badRequest(
      entry.IsGlobal
        ? ReportCatalogueMessages.globalReport(entry.DisplayName)
        : ReportCatalogueMessages.notGlobal(entry.DisplayName),
    );
  }
  const input = reportInput(entry, params, target) as never;
  const community = 'communityAgentId' in target ? target.communityAgentId : null;
  requireClaim(ctx, entry.claim, 'read');
  if (community !== null) await requireCommunity(ctx, community);
  return { entry, input, community };
}

/**
 * A catalogue report's data by name in the caller's transaction: the parameters checked, then the
 * same checks and builder as the report's own route (buildReportData). A report of one community
 * needs a community, a global one its communities (null: all the caller's).
 */
export async function buildCatalogReport(
  ctx: RequestContext,
  name: string,
  params: Readonly<Record<string, unknown>>,
  target: ReportTarget,
): Promise<ReportData> {
  const { entry, input, community } = await checkCatalogReport(ctx, name, params, target);
  return buildReportData(
    ctx,
    entry.claim,
    community,
    reportBuilders[entry.Name],
    input,
    entry.Name,
  );
}

/**
 * buildCatalogReport of one report for several communities (a package for all), in their order:
 * the parameters checked for each, then the report's set builder over them all when it has one
 * (reportSetBuilders), otherwise its builder community by community.
 */
export async function buildCatalogReports(
  ctx: RequestContext,
  name: string,
  params: Readonly<Record<string, unknown>>,
  communityAgentIds: readonly number[],
): Promise<ReportData[]> {
  const entry = entryOf(name);
  const buildSet = reportSetBuilders[entry.Name];
  if (!buildSet || communityAgentIds.length < 2) {
    const reports: ReportData[] = [];
    for (const id of communityAgentIds) {
      reports.push(await buildCatalogReport(ctx, name, params, { communityAgentId: id }));
    }
    return reports;
  }
  const inputs: never[] = [];
  for (const id of communityAgentIds) {
    inputs.push((await checkCatalogReport(ctx, name, params, { communityAgentId: id })).input);
  }
  return buildReportDataSet(ctx, entry.claim, communityAgentIds, buildSet, inputs, entry.Name);
}

/** What a render by name is asked: the report, its format, its parameters and where it looks. */
export interface CatalogRender {
  name: string;
  format: ReportFormat;
  params: Readonly<Record<string, unknown>>;
  target: ReportTarget;
}

/** The render a RenderReport body (or RenderAndAttachReport's) asks for: one community's report. */
export function communityRender(body: {
  Name: string;
  Format: ReportFormat;
  Parameters: Readonly<Record<string, unknown>>;
  CommunityAgentId: number;
}): CatalogRender {
  return {
    name: body.Name,
    format: body.Format,
    params: body.Parameters,
    target: { communityAgentId: body.CommunityAgentId },
  };
}

/** Runs work in a tenant transaction of the caller (a call's `run`, or a job's). */
export type RunAsCaller = <T>(work: (ctx: RequestContext) => Promise<T>) => Promise<T>;

/**
 * A catalogue report rendered as a file (PDF 0, xls 1, xlsx 2, Word 3): built by name in one
 * transaction, rendered after it has ended (as the report routes do). What RenderReport answers,
 * and what packages and scheduled reports call.
 */
export async function renderCatalogReport(run: RunAsCaller, request: CatalogRender) {
  const data = await run((ctx) =>
    buildCatalogReport(ctx, request.name, request.params, request.target),
  );
  return renderReport(data, request.format);
}
