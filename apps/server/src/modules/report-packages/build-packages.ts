import { contacts, inArray, type Tx } from '@hoa/db';
import {
  homeownerEdition,
  ownerTextScrubber,
  type BoardPacketEdition,
  type ReportPackageItem,
} from '@hoa/domain';
import type { ReportData } from '../../documents/index';
import { requireCommunities } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { buildCatalogReports } from '../report-catalogue/index';
import { ownerIdentifiers } from './owner-identifiers';
import type { PackageFile, PackageRows } from './package-rows';

export type BuiltItem = ReportPackageItem<ReportData, PackageFile | null> & { Sequence: number };

/** A package built for one community. */
export interface BuiltPackage {
  communityAgentId: number;
  /** The package's name (the homeowner edition's scrubbed). */
  DisplayName: string;
  /** The community's name, for the file's name. */
  community: string;
  /** The items in order, each report with its data. */
  items: BuiltItem[];
  /** The uploaded PDFs the homeowner edition left out, by name (none in the board's). */
  leftOut: string[];
}

/** The communities' names by id (one query). */
async function communityNames(tx: Tx, ids: readonly number[]): Promise<Map<number, string>> {
  const rows = await tx
    .select({ id: contacts.agentId, name: contacts.displayName })
    .from(contacts)
    .where(inArray(contacts.agentId, [...ids]));
  return new Map(rows.map((r) => [Number(r.id), r.name]));
}

/**
 * A package built for several communities in the caller's transaction, in their order: the
 * communities on the caller's list, then each report of the package read for all of them at once
 * (buildCatalogReports: a report with a set builder in a few queries for them all, its claim and
 * parameters checked as RenderReport checks them), then each community's items. The homeowner
 * edition is made here for every report alike (homeownerEdition of @hoa/domain, with what
 * identifies the community's owners), its bookmarks too, and leaves out the uploaded PDFs not
 * chosen for it.
 */
export async function buildPackages(
  ctx: RequestContext,
  pkg: PackageRows,
  communityAgentIds: readonly number[],
  edition: BoardPacketEdition | undefined,
): Promise<BuiltPackage[]> {
  await requireCommunities(ctx, communityAgentIds);
  // Each item's reports, one per community (none for an uploaded PDF).
  const reports: ReportData[][] = [];
  for (const { Name, Parameters } of pkg.Items) {
    reports.push(
      Name === null
        ? []
        : await buildCatalogReports(ctx, Name, Parameters ?? {}, communityAgentIds),
    );
  }
  const names = await communityNames(ctx.tx, communityAgentIds);
  const homeowner = edition === 'Homeowner';
  const built: BuiltPackage[] = [];
  for (const [c, communityAgentId] of communityAgentIds.entries()) {
    const scrub = homeowner
      ? ownerTextScrubber(await ownerIdentifiers(ctx.tx, communityAgentId))
      : (text: string) => text;
    const items: BuiltItem[] = [];
    const leftOut: string[] = [];
    for (const [i, { Name, Sequence, file, ...item }] of pkg.Items.entries()) {
      const DisplayName = scrub(item.DisplayName);
      if (Name === null) {
        if (homeowner && !item.IncludeInHomeownerEdition) leftOut.push(DisplayName);
        else items.push({ Type: 'Pdf', DisplayName, Sequence, pdf: file });
        continue;
      }
      const report = reports[i]?.[c];
      if (!report) throw new Error(`${Name}: no report for community ${communityAgentId}`);
      items.push({
        Type: 'Report',
        DisplayName,
        Sequence,
        report: homeowner ? homeownerEdition(report, scrub) : report,
      });
    }
    built.push({
      communityAgentId,
      DisplayName: scrub(pkg.DisplayName),
      community: names.get(communityAgentId) ?? String(communityAgentId),
      items,
      leftOut,
    });
  }
  return built;
}
