import type { ReportPackageJson } from '@hoa/contract';
import { asc, attachments, eq, reportPackageItems, reportPackages } from '@hoa/db';
import { requireClaim } from '../../http/access';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { catalogEntryOf } from '../report-catalogue/index';

/** A stored file of a package: an uploaded PDF or the cover image. */
export interface PackageFile {
  AttachmentId: number;
  FileName: string;
  contentType: string;
  storageKey: string;
}

export type PackageItemRow = ReportPackageJson['Items'][number] & { file: PackageFile | null };

/** A package with its items in order and their files; another company's is not found (404). */
export interface PackageRows {
  ReportPackageId: number;
  DisplayName: string;
  cover: PackageFile | null;
  Items: PackageItemRow[];
}

const fileColumns = {
  AttachmentId: attachments.id,
  FileName: attachments.fileName,
  contentType: attachments.contentType,
  storageKey: attachments.storageKey,
};

/** One package of the caller's company, read with its items and files (row-level security). */
export async function readPackage(ctx: RequestContext, id: number): Promise<PackageRows> {
  const [row] = await ctx.tx.select().from(reportPackages).where(eq(reportPackages.id, id));
  if (!row) throw appError('ReportPackageNotFound');
  const [cover] =
    row.coverAttachmentId === null
      ? []
      : await ctx.tx
          .select(fileColumns)
          .from(attachments)
          .where(eq(attachments.id, row.coverAttachmentId));
  const items = await ctx.tx
    .select({ item: reportPackageItems, file: fileColumns })
    .from(reportPackageItems)
    .leftJoin(attachments, eq(attachments.id, reportPackageItems.attachmentId))
    .where(eq(reportPackageItems.reportPackageId, id))
    .orderBy(asc(reportPackageItems.sequence));
  return {
    ReportPackageId: row.id,
    DisplayName: row.displayName,
    cover: cover ?? null,
    Items: items.map(({ item, file }) => ({
      Sequence: item.sequence,
      Type: item.reportName === null ? 'Pdf' : 'Report',
      DisplayName: item.displayName,
      Name: item.reportName,
      ReportDisplayName:
        item.reportName === null
          ? null
          : (catalogEntryOf(item.reportName)?.DisplayName ?? item.reportName),
      Parameters: item.parameters as Record<string, unknown> | null,
      AttachmentId: item.attachmentId,
      FileName: file?.FileName ?? null,
      IncludeInHomeownerEdition: item.includeInHomeownerEdition,
      file: file?.AttachmentId === undefined || file.AttachmentId === null ? null : file,
    })),
  };
}

/** A package as the API answers it. */
export function packageJson(p: PackageRows): ReportPackageJson {
  return {
    ReportPackageId: p.ReportPackageId,
    DisplayName: p.DisplayName,
    CoverImage: p.cover && { AttachmentId: p.cover.AttachmentId, FileName: p.cover.FileName },
    Items: p.Items.map(({ file: _file, ...item }) => item),
  };
}

/** Read access to each report of the package (403 without): what saving or deleting it needs. */
export function requireReportClaims(ctx: RequestContext, p: PackageRows): void {
  for (const item of p.Items) {
    const entry = item.Name === null ? undefined : catalogEntryOf(item.Name);
    if (entry) requireClaim(ctx, entry.claim, 'read');
  }
}
