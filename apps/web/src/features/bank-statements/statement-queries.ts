import { contract, type CheckImageUploadResult } from '@hoa/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';
import { fetchFileBlob } from '../../widgets/download-file';
import { uploadFile } from '../../widgets/upload-file';

// Everything of this area sits under ['bank-statements'].
export const statementsKey = ['bank-statements'] as const;
const B = contract.bankStatements;
export const statementPageSize = 25;

/** The community's live bank accounts, as select options. */
export const communityAccountsQuery = (communityAgentId: number) =>
  queryOptions({
    queryKey: [...statementsKey, 'accounts', communityAgentId],
    queryFn: async () => {
      const accounts = await api.call(B.GetBankAccountsByCommunity, {
        query: { communityAgentId },
      });
      return accounts.map((a) => ({
        value: String(a.TopsAgentBankId),
        label: `${a.AccountName} ${a.AccountNumber} (${a.BankName})`,
        isPrimary: a.IsPrimary,
      }));
    },
  });

export interface StatementFilter {
  bankAccountId: number;
  startDate: string | null;
  endDate: string | null;
  search: string;
  page: number;
}

export const statementQuery = (f: StatementFilter) =>
  queryOptions({
    queryKey: [...statementsKey, 'statement', f],
    queryFn: () =>
      api.call(B.GetBankStatement, {
        query: {
          bankAccountId: f.bankAccountId,
          ...(f.startDate ? { startDate: f.startDate } : {}),
          ...(f.endDate ? { endDate: f.endDate } : {}),
          ...(f.search.trim() ? { search: f.search.trim() } : {}),
          skip: (f.page - 1) * statementPageSize,
          take: statementPageSize,
        },
      }),
  });

export const realtimeBalanceQuery = (bankAccountId: number) =>
  queryOptions({
    queryKey: [...statementsKey, 'balance', bankAccountId],
    queryFn: () => api.call(B.GetSmartBankingRealtimeBalance, { query: { bankAccountId } }),
  });

export const importedStatementsQuery = (bankAccountId: number) =>
  queryOptions({
    queryKey: [...statementsKey, 'imports', bankAccountId],
    queryFn: () => api.call(B.GetBankStatements, { query: { bankAccountId } }),
  });

/** A check image of the API (GetARCheckImage/GetAPCheckImage), fetched with the user's token. */
export const checkImageQuery = (path: string) =>
  queryOptions({
    queryKey: [...statementsKey, 'check-image', path],
    queryFn: () => fetchFileBlob(path, 'The check image could not be loaded.'),
    staleTime: Infinity,
  });

/** Uploads a zip of check images (or one image) for a bank account. */
export async function uploadCheckImages(
  bankAccountId: number,
  file: File,
): Promise<CheckImageUploadResult> {
  const answer = await uploadFile(
    B.UploadCheckImages.path,
    { BankAccountId: bankAccountId },
    file,
    'The check images could not be uploaded.',
  );
  return B.UploadCheckImages.response.parse(answer);
}
