import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { loadDefinition } from './definition-rows';

type Get = typeof contract.enhancedReports.GetEnhancedReport;

export function getEnhancedReport(
  ctx: RequestContext,
  input: InputOf<Get>,
): Promise<ResponseOf<Get>> {
  return loadDefinition(ctx, input.query.enhancedReportDefinitionId);
}
