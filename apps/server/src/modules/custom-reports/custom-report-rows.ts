import { queryRows, sql } from '@hoa/db';
import type { CustomReport } from '@hoa/contract';
import { CustomReportDefinitionSchema } from '@hoa/domain';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';

interface Row {
  id: string | number;
  name: string;
  reportType: number;
  definition: unknown;
  updatedAt: string;
}

const columns = sql`id, name, report_type as "reportType", definition,
                    to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "updatedAt"`;

const toReport = (r: Row): CustomReport => ({
  CustomReportId: Number(r.id),
  Name: r.name,
  ReportType: Number(r.reportType),
  Definition: CustomReportDefinitionSchema.parse(r.definition),
  UpdatedAt: r.updatedAt,
});

/** The company's custom reports by name (row-level security keeps them to the company). */
export async function listCustomReports(ctx: RequestContext): Promise<CustomReport[]> {
  const rows = await queryRows<Row>(
    ctx.tx,
    sql`select ${columns} from custom_reports order by lower(name), id`,
  );
  return rows.map(toReport);
}

/** One custom report of the company; another company's is not found. */
export async function loadCustomReport(ctx: RequestContext, id: number): Promise<CustomReport> {
  const [row] = await queryRows<Row>(
    ctx.tx,
    sql`select ${columns} from custom_reports where id = ${id}`,
  );
  if (!row) throw appError('CustomReportNotFound');
  return toReport(row);
}
