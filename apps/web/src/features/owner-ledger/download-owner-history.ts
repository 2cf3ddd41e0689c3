import { contract } from '@hoa/contract';
import { Messages } from '@hoa/domain';
import { downloadFile } from '../../widgets/download-file';

/** Communications/GetOwnerHistory: the owner history workbook (xlsx), saved through a link. */
export function downloadOwnerHistory(body: {
  propertyAgentId: number;
  startDate: string | null;
  endDate: string | null;
}): Promise<void> {
  return downloadFile(
    contract.ownerLedger.GetOwnerHistory.path,
    'Owner-History.xlsx',
    Messages.unknownError,
    { body: { ...body, format: 2 } },
  );
}
