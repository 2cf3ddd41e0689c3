import { contract } from '@hoa/contract';
import { Messages } from '@hoa/domain';
import { downloadFile, fetchFile } from '../../widgets/download-file';

export interface OwnerHistoryRange {
  propertyAgentId: number;
  startDate: string | null;
  endDate: string | null;
  /** The property's earlier owners' lines too. */
  includeHistoricTransactions?: boolean;
  /** The running balance from zero. */
  isZeroBalanceForward?: boolean;
}

const fileName = 'Owner-History.xlsx';
const request = (range: OwnerHistoryRange) => ({ body: { ...range, format: 2 } });

/** Communications/GetOwnerHistory: the owner history workbook (xlsx), saved through a link. */
export function downloadOwnerHistory(range: OwnerHistoryRange): Promise<void> {
  return downloadFile(
    contract.ownerLedger.GetOwnerHistory.path,
    fileName,
    Messages.unknownError,
    request(range),
  );
}

/** The owner history workbook as a file, to attach to an email. */
export async function ownerHistoryFile(range: OwnerHistoryRange): Promise<File> {
  const response = await fetchFile(
    contract.ownerLedger.GetOwnerHistory.path,
    Messages.unknownError,
    request(range),
  );
  return new File([await response.blob()], fileName, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
}
