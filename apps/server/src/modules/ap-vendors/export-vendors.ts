import type { contract, InputOf } from '@hoa/contract';
import type { ReportData } from '../../documents/index';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { vendorSearch } from './vendor-search-sql';

type ExportVendors = typeof contract.apVendors.ExportVendors;

/** The most vendors one export holds. */
const exportLimit = 50_000;

/** The vendors of a search, every page, as report data for the workbook. */
export async function exportVendorsData(
  ctx: RequestContext,
  input: InputOf<ExportVendors>,
): Promise<ReportData> {
  const q = input.query;
  requireClaim(ctx, 'vendors', 'read');
  if (q.communityAgentId !== undefined) await requireCommunity(ctx, q.communityAgentId);
  const { Results } = await vendorSearch(ctx, q, 0, exportLimit);
  return {
    title: 'Vendors',
    subtitle: [ctx.user.companyName],
    columns: [
      { key: 'id', title: 'Vendor id', kind: 'number' },
      { key: 'name', title: 'Name', kind: 'text', width: 2.5 },
      { key: 'company', title: 'Company', kind: 'text', width: 2 },
      { key: 'taxId', title: 'Tax id', kind: 'text', width: 1.2 },
      { key: 'email', title: 'Email', kind: 'text', width: 2.2 },
      { key: 'tags', title: 'Tags', kind: 'text', width: 2 },
      { key: 'registered', title: 'Registered', kind: 'text', width: 1 },
      { key: 'hold', title: 'Payment hold', kind: 'text', width: 1 },
    ],
    rows: Results.map((v) => ({
      cells: {
        id: v.VendorAgentId,
        name: v.DisplayName,
        company: v.CompanyName,
        taxId: v.FederalTaxNumber,
        email: v.PrimaryEmailAddress,
        tags: v.Tags.map((t) => t.Tag).join(', '),
        registered: v.IsRegisteredVendor ? 'Yes' : 'No',
        hold: v.IsOnPaymentHold ? 'Yes' : 'No',
      },
    })),
    fileName: 'Vendors',
  };
}
