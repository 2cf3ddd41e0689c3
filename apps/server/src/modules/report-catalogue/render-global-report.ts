import type { contract } from '@hoa/contract';
import type { CallerCall } from '../../http/bind';
import { AppError, appError } from '../../http/errors';
import { sendDownload } from '../../http/send-download';
import { renderCatalogReport } from './render-catalog-report';

type RenderGlobalReport = typeof contract.reportCatalogue.RenderGlobalReport;

/**
 * POST /api/Report/RenderGlobalReport: a report over several communities (AgentIds; null: all the
 * caller's) by name, answered as its file. A refusal keeps its own message; a render that fails
 * otherwise answers spec 3 §8's 'There was a problem generating the global report.'
 */
export async function renderGlobalReport(call: CallerCall<RenderGlobalReport>) {
  const body = call.input.body;
  try {
    const file = await renderCatalogReport(call.read, {
      name: body.Name,
      format: body.Format,
      params: body.Parameters,
      target: { agentIds: body.AgentIds },
    });
    return sendDownload(call, file);
  } catch (error) {
    if (error instanceof AppError) throw error;
    call.reply.log.error({ err: error }, 'global report failed');
    throw appError('GlobalReportFailed');
  }
}
