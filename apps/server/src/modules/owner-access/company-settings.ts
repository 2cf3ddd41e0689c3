import { portalCompanySettings, queryRows, sql, type Tx } from '@hoa/db';
import type { contract, InputOf, PortalCompanySettings, ResponseOf } from '@hoa/contract';
import { companyUrlProblem } from '@hoa/domain';
import { appError, badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';

type Save = typeof contract.ownerAccess.SaveCompanySettings;
type Available = typeof contract.ownerAccess.IsCompanyUrlAvailable;

/** The company's portal settings row, or the defaults (IsNew) when none was saved. */
export async function companySettings(tx: Tx): Promise<PortalCompanySettings> {
  const [row] = await queryRows<{
    company_url: string | null;
    theme: number;
    logo_image_url: string | null;
    customer_status: number;
    board_report_keys: PortalCompanySettings['BoardReportKeys'];
    board_hides_delinquent_names: boolean;
  }>(
    tx,
    sql`select company_url, theme, logo_image_url, customer_status, board_report_keys,
               board_hides_delinquent_names
          from portal_company_settings`,
  );
  if (!row)
    return {
      CompanyUrl: null,
      Theme: 1,
      LogoImageUrl: null,
      IsNew: true,
      CustomerStatus: 0,
      BoardReportKeys: [],
      BoardHidesDelinquentNames: false,
    };
  return {
    CompanyUrl: row.company_url,
    Theme: Number(row.theme),
    LogoImageUrl: row.logo_image_url,
    IsNew: false,
    CustomerStatus: Number(row.customer_status),
    BoardReportKeys: row.board_report_keys,
    BoardHidesDelinquentNames: row.board_hides_delinquent_names,
  };
}

/** OwnerAccess/GetCompanySettings. */
export function getCompanySettings(ctx: RequestContext): Promise<PortalCompanySettings> {
  return companySettings(ctx.tx);
}

async function urlTaken(ctx: RequestContext, url: string): Promise<boolean> {
  const [row] = await queryRows<{ taken: boolean }>(
    ctx.tx,
    sql`select app_portal_url_taken(${url}, ${ctx.user.companyId}) as taken`,
  );
  return row?.taken ?? false;
}

/** OwnerAccess/IsCompanyUrlAvailable: well formed and not another company's. */
export async function isCompanyUrlAvailable(
  ctx: RequestContext,
  { query }: InputOf<Available>,
): Promise<ResponseOf<Available>> {
  const problem = companyUrlProblem(query.companyUrl);
  if (problem) return { IsAvailable: false, Problem: problem };
  if (await urlTaken(ctx, query.companyUrl))
    return { IsAvailable: false, Problem: appError('PortalCompanyUrlTaken').message };
  return { IsAvailable: true, Problem: null };
}

/** OwnerAccess/SaveCompanySettings: the portal address (checked), theme and logo. */
export async function saveCompanySettings(
  ctx: RequestContext,
  { body }: InputOf<Save>,
): Promise<ResponseOf<Save>> {
  const problem = companyUrlProblem(body.CompanyUrl);
  if (problem) throw badRequest(problem);
  if (await urlTaken(ctx, body.CompanyUrl)) throw appError('PortalCompanyUrlTaken');
  const values = {
    companyUrl: body.CompanyUrl,
    theme: body.Theme,
    logoImageUrl: body.LogoImageUrl,
    updatedAt: sql`now()`,
  };
  await ctx.tx
    .insert(portalCompanySettings)
    .values({ companyId: ctx.user.companyId, ...values })
    .onConflictDoUpdate({ target: portalCompanySettings.companyId, set: values });
  return companySettings(ctx.tx);
}
