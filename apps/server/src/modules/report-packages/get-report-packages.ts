import type { contract, ResponseOf } from '@hoa/contract';
import { queryRows, sql } from '@hoa/db';
import type { RequestContext } from '../../http/request-context';

type GetReportPackages = typeof contract.reportPackages.GetReportPackages;

/** GET /api/ReportPackage/GetReportPackages: the company's packages by name. */
export async function getReportPackages(
  ctx: RequestContext,
): Promise<ResponseOf<GetReportPackages>> {
  return queryRows(
    ctx.tx,
    sql`select p.id::int8 as "ReportPackageId", p.display_name as "DisplayName",
               count(i.report_name)::int8 as "ReportCount",
               count(i.attachment_id)::int8 as "PdfCount",
               p.cover_attachment_id is not null as "HasCoverImage",
               to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "CreatedOn"
          from report_packages p
          left join report_package_items i on i.report_package_id = p.id
         group by p.id
         order by lower(p.display_name), p.id`,
  );
}
