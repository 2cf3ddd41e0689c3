import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { and, eq, reportPackageItems, reportPackages, sql } from '@hoa/db';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { checkPackageItems } from './check-package-items';
import { packageJson, readPackage, requireReportClaims } from './package-rows';

type SaveReportPackage = typeof contract.reportPackages.SaveReportPackage;

/**
 * POST /api/ReportPackage/SaveReportPackage: a new package, or a package's name, cover image and
 * items replaced as one. Each report is checked against the catalogue and the caller's claims,
 * each file is one the caller uploaded (or the package holds); the name is unique in the company.
 */
export async function saveReportPackage(
  ctx: RequestContext,
  input: InputOf<SaveReportPackage>,
): Promise<ResponseOf<SaveReportPackage>> {
  const body = input.body;
  const existing = body.ReportPackageId ?? null;
  if (existing !== null) requireReportClaims(ctx, await readPackage(ctx, existing));
  if (body.Items.length === 0) throw appError('ReportPackageEmpty');
  const items = await checkPackageItems(ctx, existing, body.Items, body.CoverAttachmentId);
  const [taken] = await ctx.tx
    .select({ id: reportPackages.id })
    .from(reportPackages)
    .where(
      and(
        sql`lower(${reportPackages.displayName}) = lower(${body.DisplayName})`,
        existing === null ? undefined : sql`${reportPackages.id} <> ${existing}`,
      ),
    );
  if (taken) throw appError('ReportPackageNameTaken', body.DisplayName);
  const values = { displayName: body.DisplayName, coverAttachmentId: body.CoverAttachmentId };
  let id = existing;
  if (id === null) {
    const [row] = await ctx.tx
      .insert(reportPackages)
      .values({ ...values, companyId: ctx.user.companyId, createdByUserId: ctx.user.userId })
      .returning({ id: reportPackages.id });
    if (!row) throw new Error('The report package was not saved.');
    id = row.id;
  } else {
    await ctx.tx.update(reportPackages).set(values).where(eq(reportPackages.id, id));
    await ctx.tx.delete(reportPackageItems).where(eq(reportPackageItems.reportPackageId, id));
  }
  const packageId = id;
  await ctx.tx.insert(reportPackageItems).values(
    items.map((item, i) => ({
      ...item,
      companyId: ctx.user.companyId,
      reportPackageId: packageId,
      sequence: i + 1,
    })),
  );
  return packageJson(await readPackage(ctx, packageId));
}
