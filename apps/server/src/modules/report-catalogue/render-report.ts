import type { contract } from '@hoa/contract';
import type { CallerCall } from '../../http/bind';
import { sendDownload } from '../../http/send-download';
import { communityRender, renderCatalogReport } from './render-catalog-report';

type RenderReport = typeof contract.reportCatalogue.RenderReport;

/** POST /api/Report/RenderReport: one community's report by name, answered as its file. */
export async function renderReportByName(call: CallerCall<RenderReport>) {
  const body = call.input.body;
  const file = await renderCatalogReport(call.read, communityRender(body));
  return sendDownload(call, file);
}
