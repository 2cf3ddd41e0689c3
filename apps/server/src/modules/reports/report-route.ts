import type { FastifyInstance } from 'fastify';
import {
  reportNameOfPath,
  type EndpointDef,
  type ReportAnswerTypes,
  type ReportDataSchema,
} from '@hoa/contract';
import { allowLongStatements } from '@hoa/db';
import type { PermissionClaim } from '@hoa/domain';
import type { z } from 'zod';
import { renderReport, type ReportData, type ReportFormat } from '../../documents/index';
import { requireClaim, requireCommunities, requireCommunity } from '../../http/access';
import { bindCaller } from '../../http/bind';
import type { AppDeps, RequestContext } from '../../http/request-context';
import { sendDownload, type DownloadCall } from '../../http/send-download';
import { applyReportSettings, reportSettingsApplier } from '../report-settings/index';

/**
 * The checks and the build every report goes through, by its route or by name (the catalogue's
 * render calls): read access to the report's claim, the community on the caller's list (a report
 * over several communities checks those it is asked for itself), the reports' longer statement
 * timeout, then the builder in the caller's transaction; the caller's report settings (and, for a
 * report of a name, its section settings) applied.
 */
export async function buildReportData<Q>(
  ctx: RequestContext,
  claim: PermissionClaim,
  communityAgentId: number | null,
  build: ReportBuilder<Q>,
  query: Q,
  reportName: string | null = null,
): Promise<ReportData> {
  requireClaim(ctx, claim, 'read');
  if (communityAgentId !== null) await requireCommunity(ctx, communityAgentId);
  await allowLongStatements(ctx.tx);
  return applyReportSettings(ctx, reportName, await build(ctx, query));
}

/**
 * buildReportData of one report for several communities (a package for all): the same checks,
 * the communities all on the caller's list, then the report's set builder, which reads them all
 * at once; the settings read once. The reports in the communities' order.
 */
export async function buildReportDataSet<Q>(
  ctx: RequestContext,
  claim: PermissionClaim,
  communityAgentIds: readonly number[],
  build: ReportSetBuilder<Q>,
  queries: readonly Q[],
  reportName: string,
): Promise<ReportData[]> {
  requireClaim(ctx, claim, 'read');
  await requireCommunities(ctx, communityAgentIds);
  await allowLongStatements(ctx.tx);
  const apply = await reportSettingsApplier(ctx, reportName);
  return (await build(ctx, queries)).map(apply);
}

/** The catalogue name of a report route (its section settings' key); null for another call. */
const reportNameOf = (endpoint: EndpointDef) => reportNameOfPath(endpoint.path) || null;

/** How a report is answered (the contract's ReportAnswerParams): a file, all rows or a page. */
interface ReportAnswer {
  format?: ReportFormat | undefined;
  rowOffset?: number | undefined;
  rowLimit?: number | undefined;
}

/** What every report call carries: the community, and how it is answered. */
interface ReportCallQuery extends ReportAnswer {
  communityAgentId: number;
}

/** A report endpoint: its query carries at least the community and the format. */
type ReportEndpoint<Q extends ReportCallQuery> = EndpointDef & {
  query: z.ZodType<Q>;
  response: typeof ReportDataSchema;
  download: typeof ReportAnswerTypes;
};

/** Builds one report's data in the caller's transaction, after the shared checks. */
export type ReportBuilder<Q> = (ctx: RequestContext, query: Q) => Promise<ReportData>;

/** Builds one report's data for each of several queries (communities) at once, in their order. */
export type ReportSetBuilder<Q> = (
  ctx: RequestContext,
  queries: readonly Q[],
) => Promise<ReportData[]>;

/**
 * The one route every report goes through: read access to the report's claim, the community on
 * the caller's list, the data built in one read-only transaction (on the read replica when there
 * is one, with the reports' longer statement timeout); then, without `format`, the rows (or the
 * page of them asked for) as JSON for the on-screen viewer, with it the file from the renderer
 * (PDF 0, xls 1, xlsx 2, Word 3), rendered after the transaction has ended.
 */
export function bindReport<Q extends ReportCallQuery>(
  app: FastifyInstance,
  deps: AppDeps,
  endpoint: ReportEndpoint<Q>,
  claim: PermissionClaim,
  build: ReportBuilder<Q>,
): void {
  bindCaller(app, deps, endpoint, async (call) => {
    const query: Q = call.input.query;
    const data = await call.read((ctx) =>
      buildReportData(ctx, claim, query.communityAgentId, build, query, reportNameOf(endpoint)),
    );
    return sendReport(call, data, query);
  });
}

/** A report over several communities: POSTed, its body carries the communities and the format. */
type BodyReportEndpoint<B extends ReportAnswer> = EndpointDef & {
  body: z.ZodType<B>;
  response: typeof ReportDataSchema;
  download: typeof ReportAnswerTypes;
};

/**
 * The route of a report over several communities (the Global family of spec 3 §7, POST with
 * agentIds): read access to the claim, then the builder, which checks the communities it is
 * asked for; answered as bindReport answers.
 */
export function bindBodyReport<B extends ReportAnswer>(
  app: FastifyInstance,
  deps: AppDeps,
  endpoint: BodyReportEndpoint<B>,
  claim: PermissionClaim,
  build: ReportBuilder<B>,
): void {
  bindCaller(app, deps, endpoint, async (call) => {
    const body: B = call.input.body;
    const data = await call.read((ctx) =>
      buildReportData(ctx, claim, null, build, body, reportNameOf(endpoint)),
    );
    return sendReport(call, data, body);
  });
}

/**
 * Without a format the rows as JSON for the on-screen viewer (a page of them when rowLimit is
 * given, reportPage), with one the rendered file of them all.
 */
export async function sendReport(
  call: DownloadCall<(typeof ReportAnswerTypes)[number]>,
  data: ReportData,
  answer: ReportAnswer,
) {
  // The rows as built (typed as the contract's ReportData), not parsed against its schema again
  // on the way out: for a report of 100,000 owners that check took longer than building them.
  if (answer.format === undefined) {
    // A builder that read the page alone says so by its rowCount.
    const page = askedRowPage(answer);
    const shown = page === null || data.rowCount !== undefined ? data : reportPage(data, page);
    return call.reply.type('application/json; charset=utf-8').send(JSON.stringify(shown));
  }
  const file = await renderReport(data, answer.format);
  // The renderer's file names are letters, digits, dots and dashes only.
  return sendDownload(call, file);
}

/** A page of a report's rows: rowLimit of them from rowOffset. */
export interface RowPage {
  rowOffset: number;
  rowLimit: number;
}

/**
 * The page of rows a report call asks for: with rowLimit and no file (a file has every row);
 * null for all of them.
 */
export function askedRowPage({ format, rowOffset, rowLimit }: ReportAnswer): RowPage | null {
  return format === undefined && rowLimit !== undefined
    ? { rowOffset: rowOffset ?? 0, rowLimit }
    : null;
}

/**
 * The page of a report's rows the screen asks for: rowLimit of them from rowOffset (none past the
 * end), with how many the report has (rowCount) and where the page starts.
 */
function reportPage(data: ReportData, { rowOffset, rowLimit }: RowPage): ReportData {
  const rows = data.rows.slice(rowOffset, rowOffset + rowLimit);
  return { ...data, rows, rowCount: data.rows.length, rowOffset };
}
