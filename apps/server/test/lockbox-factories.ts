import { contract } from '@hoa/contract';
import { callApi } from './api';
import type { Harness } from './app-harness';
import type { PaymentWorld } from './cash-receipt-factories';

/** A CSV lockbox file of the documented layout, every row deposited on `date` (MM/DD/YYYY). */
export const lockboxCsv = (date: string, ...rows: string[]) =>
  [
    'AccountNumber,Amount,CheckNumber,CheckDate,PayerName,DepositDate',
    ...rows.map((r) => `${r},${date}`),
  ].join('\r\n') + '\r\n';

export type LockboxUploadOptions = Partial<{
  fileFormat: 'csv' | 'bai';
  fileName: string;
  isLockboxAppend: boolean;
  matchOnLegacyKey: boolean;
}>;

/** Lockbox/UploadLockboxFile of the world's community and bank account (lockbox-0302.csv). */
export function uploadLockbox(
  h: Harness,
  w: PaymentWorld,
  text: string | Buffer,
  options: LockboxUploadOptions = {},
  token = w.token,
) {
  return callApi(
    h.app,
    contract.lockbox.UploadLockboxFile,
    {
      body: {
        CommunityAgentId: w.communityId,
        BankAccountId: w.bankAccountId,
        buffer: Buffer.from(text).toString('base64'),
        fileName: 'lockbox-0302.csv',
        fileFormat: 'csv',
        ...options,
      },
    },
    token,
  );
}
