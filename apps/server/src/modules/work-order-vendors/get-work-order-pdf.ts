import type { contract } from '@hoa/contract';
import type { FastifyReply } from 'fastify';
import type { CallerCall } from '../../http/bind';
import { sendPdf } from '../../http/send-download';
import { requireWorkOrderFacts } from './work-order-facts';
import { renderWorkOrderPdf, workOrderPdfName } from './work-order-pdf';

type GetWorkOrderPdf = typeof contract.workOrderVendors.GetWorkOrderPdf;

/** WorkOrder/GetWorkOrderPdf: the work order as a PDF, rendered after the transaction ended. */
export async function getWorkOrderPdf(call: CallerCall<GetWorkOrderPdf>): Promise<FastifyReply> {
  const itemId = call.input.query.itemId;
  const facts = await call.run((ctx) => requireWorkOrderFacts(ctx, itemId, 'read'));
  return sendPdf(call, await renderWorkOrderPdf(facts, new Date()), workOrderPdfName(itemId));
}
