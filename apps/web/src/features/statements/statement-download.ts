import { contract } from '@hoa/contract';
import { downloadReport } from '../../widgets/report-viewer/download-report';

/** GetPropertyStatementUri: the statement of one property's billed owner, dated today. */
export function downloadPropertyStatement(propertyAgentId: number): Promise<void> {
  const query = new URLSearchParams({ propertyAgentId: String(propertyAgentId) });
  return downloadReport(`${contract.statements.GetPropertyStatementUri.path}?${query.toString()}`);
}
