// GET /api/Export/GetExportHOACanditates (spec 3 §7): the communities and lockbox accounts a
// validation file may take, with the spec's warning when no account at the bank has a lockbox id.
import type { contract, ExportCandidate, InputOf, ResponseOf } from '@hoa/contract';
import { ValidationExportMessages } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { loadBankAgent } from './bank-access';
import { lockboxAccounts } from './validation-export';

type B = typeof contract.bankIntegration;

/** Export/GetExportHOACanditates: communities whose accounts at the bank have a lockbox id. */
export async function getExportHOACanditates(
  ctx: RequestContext,
  { query }: InputOf<B['GetExportHOACanditates']>,
): Promise<ResponseOf<B['GetExportHOACanditates']>> {
  const bank = await loadBankAgent(ctx, query.agentId, 'read');
  const accounts = await lockboxAccounts(ctx, bank.id);
  const candidates: ExportCandidate[] = [];
  for (const a of accounts) {
    let candidate = candidates.find((c) => c.CommunityId === a.CommunityId);
    if (!candidate) {
      candidate = { CommunityId: a.CommunityId, CommunityName: a.CommunityName, Accounts: [] };
      candidates.push(candidate);
    }
    candidate.Accounts.push({
      AccountId: a.AccountId,
      AccountName: a.AccountName,
      AccountNumber: a.AccountNumber,
      LockboxId: a.LockboxId,
      BankManagementCompanyId: bank.id,
      OwnerCount: a.OwnerCount,
      IsSelected: true,
    });
  }
  return {
    Candidates: candidates,
    Warning: candidates.length === 0 ? ValidationExportMessages.noLockboxId : null,
  };
}
