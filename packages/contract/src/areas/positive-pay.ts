import { FileTypes } from '@hoa/domain';
import { z } from 'zod';
import { endpoint } from '../endpoint';
import { idParam, entityId as id } from '../fields';

// Positive pay (spec 2 §2 'send positive pay', §7 SendPositivePay {bankAlias}, GetBankAccounts,
// SaveBankAccounts, §8 texts): enrolled bank accounts send the checks issued and voided since
// their last send, as CSV or fixed-width files (layouts in the domain's banking/positive-pay.ts).

const layout = z.enum(['csv', 'fixed']);

export const PositivePayBankAccountSchema = z.object({
  BankAccountId: z.number(),
  BankAgentId: z.number(),
  BankName: z.string(),
  BankAlias: z.string().nullable(),
  CommunityAgentId: z.number(),
  CommunityName: z.string(),
  AccountName: z.string(),
  AccountNumber: z.string(),
  IsEnrolled: z.boolean(),
  Layout: layout,
  LastSentAt: z.string().nullable(),
});
export type PositivePayBankAccount = z.infer<typeof PositivePayBankAccountSchema>;

export const PositivePaySendSchema = z.object({
  PositivePaySendId: z.number(),
  BankAccountId: z.number(),
  AccountName: z.string(),
  CommunityName: z.string(),
  Layout: layout,
  FileName: z.string(),
  IssueCount: z.number(),
  VoidCount: z.number(),
  Total: z.number(),
  CreatedAt: z.string(),
});
export type PositivePaySend = z.infer<typeof PositivePaySendSchema>;

const positivePayFile = z
  .custom<Uint8Array>()
  .meta({ type: 'string', format: 'binary', description: 'The positive pay file' });

export const positivePay = {
  GetBankAccounts: endpoint({
    method: 'GET',
    path: '/api/PositivePay/GetBankAccounts',
    summary: 'Bank accounts of the caller’s communities with their positive pay enrolment',
    access: { claim: 'bank', level: 'read' },
    query: z.strictObject({ bankAgentId: idParam.optional() }),
    response: z.array(PositivePayBankAccountSchema),
  }),
  SaveBankAccounts: endpoint({
    method: 'POST',
    path: '/api/PositivePay/SaveBankAccounts',
    summary: 'Enrols bank accounts in positive pay (or not), each with its file layout',
    access: { claim: 'bank', level: 'update' },
    body: z.strictObject({
      BankAccounts: z
        .array(z.strictObject({ BankAccountId: id, IsEnrolled: z.boolean(), Layout: layout }))
        .min(1)
        .max(500),
    }),
    response: z.array(PositivePayBankAccountSchema),
  }),
  SendPositivePay: endpoint({
    method: 'POST',
    path: '/api/SmartBankingOnDemand/SendPositivePay',
    summary:
      'Writes a file per enrolled account of the bank with the checks issued and voided since the last send',
    access: { claim: 'bank', level: 'update' },
    body: z.strictObject({ bankAlias: z.string().trim().min(1).max(10) }),
    response: z.object({
      /** The info text when there was nothing to send; null otherwise. */
      Message: z.string().nullable(),
      Sends: z.array(PositivePaySendSchema),
    }),
  }),
  GetPositivePaySends: endpoint({
    method: 'GET',
    path: '/api/PositivePay/GetSends',
    summary: 'Positive pay files sent for the caller’s communities, newest first',
    access: { claim: 'bank', level: 'read' },
    query: z.strictObject({ bankAgentId: idParam.optional() }),
    response: z.array(PositivePaySendSchema),
  }),
  DownloadPositivePayFile: endpoint({
    method: 'GET',
    path: '/api/PositivePay/DownloadFile/:id',
    summary: 'The stored file of a positive pay send',
    access: { claim: 'bank', level: 'read' },
    params: z.strictObject({ id: idParam }),
    response: positivePayFile,
    download: [FileTypes.Csv, FileTypes.AsciiText],
  }),
};
