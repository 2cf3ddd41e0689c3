import { contract } from '@hoa/contract';
import { callApi } from './api';
import type { Harness } from './app-harness';
import type { PaymentWorld } from './cash-receipt-factories';

/** Takes a $500.00 security deposit (check 501, 2026-02-01) from an owner of the world: accrued. */
export function addSecurityDeposit(h: Harness, w: PaymentWorld, ownerId: number) {
  return callApi(
    h.app,
    contract.securityDeposits.AddSecurityDeposit,
    {
      body: {
        CommunityAgentId: w.communityId,
        OwnerAgentId: ownerId,
        BankAccountId: w.bankAccountId,
        Amount: 50_000,
        EventDate: '2026-02-01',
        CheckNumber: '501',
      },
    },
    w.token,
  );
}
