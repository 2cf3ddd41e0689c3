import { contacts, eq, type Tx } from '@hoa/db';
import {
  FileTypes,
  formatDateTime,
  homeownerEdition,
  ownerTextScrubber,
  isReportPackageFormat,
  packageAssembly,
  packageFileName,
  ReportFormatId,
  type BoardPacketEdition,
  type ReportPackageFormat,
  type ReportPackageItem,
} from '@hoa/domain';
import {
  renderPackageJob,
  type PackagePdfPart,
  type PackageRenderJob,
  type PackageSheet,
  type RenderedDocument,
  type ReportData,
} from '../../documents/index';
import { readStoredFile, type FileStore } from '../../files/file-store';
import { requireCommunity } from '../../http/access';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { buildCatalogReport, type RunAsCaller } from '../report-catalogue/index';
import { ownerIdentifiers } from './owner-identifiers';
import { readPackage, type PackageFile, type PackageRows } from './package-rows';

/** What a package render is asked: the package, its format and the community it is for. */
export interface PackageRender {
  reportPackageId: number;
  format: number;
  communityAgentId: number;
  /**
   * A board packet's homeowner edition: nothing in it identifies an owner of the community, and
   * only the uploaded PDFs chosen for it are in it. Left out: the package as it is (the board's).
   */
  edition?: BoardPacketEdition;
}

/** PDF 0 or xlsx 2; xls and Word are refused with the spec's rule (400). */
export function packageFormat(format: number): ReportPackageFormat {
  if (!isReportPackageFormat(format)) throw appError('ReportPackageFormat');
  return format;
}

/** A workbook needs a report to make a sheet of (a package of PDFs only is refused, 400). */
export function checkPackageRender(pkg: PackageRows, format: ReportPackageFormat): void {
  if (format === ReportFormatId.Xlsx && pkg.Items.every((i) => i.Name === null)) {
    throw appError('ReportPackageNoReport');
  }
}

/** A community's name, for the file's name. */
async function communityName(tx: Tx, communityAgentId: number): Promise<string> {
  const [row] = await tx
    .select({ name: contacts.displayName })
    .from(contacts)
    .where(eq(contacts.agentId, communityAgentId));
  return row?.name ?? String(communityAgentId);
}

type BuiltItem = ReportPackageItem<ReportData, PackageFile | null> & { Sequence: number };

interface BuiltPackage {
  pkg: PackageRows;
  community: string;
  /** The items in order, each report with its data. */
  items: BuiltItem[];
  /** The uploaded PDFs the homeowner edition left out, by name (none in the board's). */
  leftOut: string[];
}

/**
 * One community's package read in one transaction: the package, the community on the caller's
 * list, and each report's data built as RenderReport builds it (its claim and parameters checked).
 * The homeowner edition is made here for every report alike (homeownerEdition of @hoa/domain,
 * with what identifies the community's owners), its bookmarks too, and leaves out the uploaded
 * PDFs not chosen for it.
 */
async function buildPackage(
  ctx: RequestContext,
  request: PackageRender,
  format: ReportPackageFormat,
): Promise<BuiltPackage> {
  const pkg = await readPackage(ctx, request.reportPackageId);
  checkPackageRender(pkg, format);
  await requireCommunity(ctx, request.communityAgentId);
  const homeowner = request.edition === 'Homeowner';
  const scrub = homeowner
    ? ownerTextScrubber(await ownerIdentifiers(ctx.tx, request.communityAgentId))
    : (text: string) => text;
  const items: BuiltItem[] = [];
  const leftOut: string[] = [];
  for (const { Name, Sequence, Parameters, file, ...item } of pkg.Items) {
    const DisplayName = scrub(item.DisplayName);
    if (Name === null) {
      if (homeowner && !item.IncludeInHomeownerEdition) leftOut.push(DisplayName);
      else items.push({ Type: 'Pdf', DisplayName, Sequence, pdf: file });
      continue;
    }
    const report = await buildCatalogReport(ctx, Name, Parameters ?? {}, {
      communityAgentId: request.communityAgentId,
    });
    items.push({
      Type: 'Report',
      DisplayName,
      Sequence,
      report: homeowner ? homeownerEdition(report, scrub) : report,
    });
  }
  return {
    pkg: { ...pkg, DisplayName: scrub(pkg.DisplayName) },
    community: await communityName(ctx.tx, request.communityAgentId),
    items,
    leftOut,
  };
}

type PackageDocument = RenderedDocument<typeof FileTypes.Pdf | typeof FileTypes.Xlsx> & {
  /** The uploaded PDFs the homeowner edition left out, by name (none in the board's). */
  leftOut: string[];
};

/** A package file ready to render: its name and type, and the job that renders it. */
export type PreparedPackageFile = Omit<PackageDocument, 'body'> & { job: PackageRenderJob };

/**
 * A package prepared for one community: built in one transaction, with the stored files it holds
 * read, ready to be rendered after the transaction has ended (as the report routes do), in this
 * thread or in a worker (RenderAllPackages). PDF: the cover page, then each report and uploaded
 * PDF in order, with bookmarks and page numbers across the file; xlsx: a sheet per report.
 */
export async function preparePackageFile(
  run: RunAsCaller,
  files: FileStore,
  request: PackageRender,
  printedAt: Date = new Date(),
): Promise<PreparedPackageFile> {
  const format = packageFormat(request.format);
  const { pkg, community, items, leftOut } = await run((ctx) => buildPackage(ctx, request, format));
  const base = packageFileName(pkg.DisplayName, community);
  if (format === ReportFormatId.Xlsx) {
    const sheets = items.map((i): PackageSheet =>
      i.Type === 'Report'
        ? { Type: i.Type, title: i.DisplayName, report: i.report }
        : { Type: i.Type, title: i.DisplayName },
    );
    const job = { Type: 'Xlsx' as const, sheets, title: `${pkg.DisplayName} – ${community}` };
    return { contentType: FileTypes.Xlsx, fileName: `${base}.xlsx`, leftOut, job };
  }
  const parts: PackagePdfPart[] = [];
  for (const part of packageAssembly<PackageFile, ReportData, PackageFile | null>(
    pkg.cover,
    items,
  )) {
    if (part.Type === 'Cover') {
      const image = await readStoredFile(files, part.cover.storageKey);
      parts.push({ Type: 'Cover', image, contentType: part.cover.contentType });
    } else if (part.Type === 'Report') {
      parts.push({ Type: 'Report', title: part.DisplayName, report: part.report });
    } else if (part.pdf !== null) {
      parts.push({
        Type: 'Pdf',
        title: part.DisplayName,
        pdf: await readStoredFile(files, part.pdf.storageKey),
      });
    }
  }
  const job = {
    Type: 'Pdf' as const,
    parts,
    title: pkg.DisplayName,
    printedAt: formatDateTime(printedAt),
  };
  return { contentType: FileTypes.Pdf, fileName: `${base}.pdf`, leftOut, job };
}

/** A package rendered for one community, in this thread (preparePackageFile, then its job). */
export async function renderPackageFile(
  run: RunAsCaller,
  files: FileStore,
  request: PackageRender,
  printedAt: Date = new Date(),
): Promise<PackageDocument> {
  const { job, ...file } = await preparePackageFile(run, files, request, printedAt);
  return { ...file, body: await renderPackageJob(job) };
}
