import { z } from 'zod';
import { endpoint } from '../endpoint';
import { idParam, isoDate, moneyCents, entityId as id } from '../fields';

// Funds transfer between bank accounts of one community (spec 2 §2 'funds transfer pending',
// 'bank account funds transfer, its authentication and its cancel modal', §5, §7
// AccountFundsTransfer, §9). Posted as a journal entry (60): to cash debited, from cash credited.
// A transfer dated after today stays pending and posts on its date (PostDueTransfers).

const cents = moneyCents;

export const TransferBankAccountSchema = z.object({
  BankAccountId: z.number(),
  BankAgentId: z.number(),
  BankName: z.string(),
  AccountName: z.string(),
  /** Last four characters. */
  AccountNumber: z.string(),
  /** The GL cash account. */
  AccountId: z.number().nullable(),
  /** Ledger balance of the GL cash account, cents. */
  Balance: z.number(),
});
export type TransferBankAccount = z.infer<typeof TransferBankAccountSchema>;

export const FundsTransferSchema = z.object({
  FundsTransferId: z.number(),
  CommunityAgentId: z.number(),
  BankAccountIdFrom: z.number(),
  BankAccountNameFrom: z.string(),
  BankAccountIdTo: z.number(),
  BankAccountNameTo: z.string(),
  Amount: z.number(),
  Reference: z.string().nullable(),
  TransferDate: z.string(),
  /** 1 pending, 2 posted, 3 cancelled. */
  Status: z.number(),
  StatusName: z.string(),
  /** The posted journal entry. */
  TopsItemId: z.number().nullable(),
  TopsStatusId: z.number().nullable(),
  CancelReason: z.string().nullable(),
  CreatedAt: z.string(),
});
export type FundsTransfer = z.infer<typeof FundsTransferSchema>;

export const AccountFundsTransferBody = z.strictObject({
  BankAgentId: id.nullable().optional(),
  AccountIdFrom: id.nullable().optional(),
  BankAccountIdFrom: id.nullable(),
  CostCenterIdFrom: id.nullable().optional(),
  AccountIdTo: id.nullable().optional(),
  BankAccountIdTo: id.nullable(),
  CostCenterIdTo: id.nullable().optional(),
  Amount: cents,
  CommunityAgentId: id,
  Reference: z.string().trim().max(100).nullable().optional(),
  /** Today when omitted; a later date leaves the transfer pending until then. */
  TransferDate: isoDate.optional(),
});
export type AccountFundsTransferBody = z.input<typeof AccountFundsTransferBody>;

export const fundsTransfer = {
  AccountFundsTransfer: endpoint({
    method: 'POST',
    idempotent: true,
    path: '/api/SmartBankingOnDemand/AccountFundsTransfer',
    summary:
      'Transfers funds between two bank accounts of a community (needs a fresh second factor)',
    access: { claim: 'gljournalentries', level: 'create' },
    body: AccountFundsTransferBody,
    response: FundsTransferSchema,
  }),
  GetTransferFromAccounts: endpoint({
    method: 'GET',
    path: '/api/FundsTransfer/GetTransferFromAccounts',
    summary: 'Bank accounts of a community with their ledger balances',
    access: { claim: 'gljournalentries', level: 'read' },
    query: z.strictObject({ communityAgentId: idParam }),
    response: z.array(TransferBankAccountSchema),
  }),
  GetTransferToAccounts: endpoint({
    method: 'GET',
    path: '/api/FundsTransfer/GetTransferToAccounts',
    summary: 'Where funds of a bank account can go: the other accounts of its community',
    access: { claim: 'gljournalentries', level: 'read' },
    query: z.strictObject({ bankAccountIdFrom: idParam }),
    response: z.array(TransferBankAccountSchema),
  }),
  GetFundsTransfers: endpoint({
    method: 'GET',
    path: '/api/FundsTransfer/GetFundsTransfers',
    summary: 'A community’s transfers, newest first; only pending ones when pendingOnly',
    access: { claim: 'gljournalentries', level: 'read' },
    query: z.strictObject({
      communityAgentId: idParam,
      pendingOnly: z
        .enum(['true', 'false'])
        .transform((v) => v === 'true')
        .default(false),
    }),
    response: z.array(FundsTransferSchema),
  }),
  CancelFundsTransfer: endpoint({
    method: 'POST',
    path: '/api/FundsTransfer/CancelFundsTransfer',
    summary: 'Cancels a pending transfer with a reason (1 to 100 characters)',
    access: { claim: 'gljournalentries', level: 'update' },
    body: z.strictObject({ FundsTransferId: id, Reason: z.string().max(100) }),
    response: FundsTransferSchema,
  }),
  PostDueTransfers: endpoint({
    method: 'POST',
    idempotent: true,
    path: '/api/FundsTransfer/PostDueTransfers',
    summary: 'Posts the community’s pending transfers dated on or before the given date (today)',
    access: { claim: 'gljournalentries', level: 'create' },
    body: z.strictObject({ CommunityAgentId: id, AsOfDate: isoDate.optional() }),
    response: z.object({ Posted: z.array(FundsTransferSchema) }),
  }),
};
