import { z } from 'zod';
import { isValidAchCompanyIdentification, NachaOriginMessages } from '@hoa/domain';
import { endpoint } from '../endpoint';
import { booleanParam, idParam, noInput, entityId as id } from '../fields';

const routingNumber = z.string().trim().max(9);

export const BankSchema = z.object({
  TopsAgentId: z.number(),
  DisplayName: z.string(),
  CompanyName: z.string().nullable(),
  Alias: z.string().nullable(),
  RoutingNumber: z.string().nullable(),
  UsesDefaultRouting: z.boolean(),
  /** Accounts not removed, in the caller's communities. */
  AccountCount: z.number(),
  CommunityCount: z.number(),
});
export type Bank = z.infer<typeof BankSchema>;

export const BankAccountSchema = z.object({
  TopsAgentBankId: z.number(),
  BankAgentId: z.number(),
  BankName: z.string(),
  CommunityAgentId: z.number(),
  CommunityName: z.string(),
  AccountName: z.string(),
  /** Masked to the last four characters; GetAgentBankAccountNumber gives the full number. */
  AccountNumber: z.string(),
  RoutingNumber: z.string().nullable(),
  UseDefaultRouting: z.boolean(),
  TopsAccountId: z.number().nullable(),
  GlAccountNumber: z.string().nullable(),
  GlAccountName: z.string().nullable(),
  NextCheckNumber: z.number(),
  /** The originator's id in NACHA batch headers (usually 1 + the EIN); files need it. */
  AchCompanyIdentification: z.string().nullable(),
  /** 1 + the EIN from the community's federal tax number, offered while the id is not set. */
  ProposedAchCompanyIdentification: z.string().nullable(),
  IsPrimary: z.boolean(),
  IsRemoved: z.boolean(),
  /** Cents; null unless balances were asked for. */
  Balance: z.number().nullable(),
});
export type BankAccount = z.infer<typeof BankAccountSchema>;

export const SaveBankBody = z.strictObject({
  TopsAgentId: id.optional(),
  CompanyName: z.string().trim().min(1, 'Bank name is required.').max(100),
  Alias: z.string().trim().max(10).nullable().optional(),
  RoutingNumber: routingNumber.nullable().optional(),
  UsesDefaultRouting: z.boolean().default(false),
});

export const SaveBankAccountBody = z.strictObject({
  /** Present when editing an account. */
  TopsAgentBankId: id.optional(),
  BankId: id,
  CommunityId: id,
  /** The association the account belongs to: the community itself when sent. */
  AssociationId: id.optional(),
  AccountName: z.string().trim().min(1, 'Account name is required.').max(100),
  AccountNumber: z
    .string()
    .trim()
    .min(1, 'Account number is required.')
    .max(50)
    .regex(/^[0-9A-Za-z-]+$/, 'Account number takes digits, letters and dashes.'),
  UseDefaultRouting: z.boolean().default(false),
  Routing: routingNumber.nullable().optional(),
  IsPrimary: z.boolean().default(false),
  /** Defaults to 1000 for a new account; kept as it is when omitted on edit. */
  NextCheckNumber: z.number().int().positive().max(2_147_483_647).optional(),
  TopsAccountId: id.nullable().optional(),
  /** 10 letters or digits (upper-cased); empty or null clears it, kept as it is when omitted. */
  AchCompanyIdentification: z
    .string()
    .trim()
    .toUpperCase()
    .refine(
      (value) => value === '' || isValidAchCompanyIdentification(value),
      NachaOriginMessages.companyIdentificationFormat,
    )
    .nullable()
    .optional(),
});
export type SaveBankAccountBody = z.input<typeof SaveBankAccountBody>;

const bankAccountParams = z.strictObject({ id: idParam });

export const banks = {
  GetBankPortfolio: endpoint({
    method: 'GET',
    path: '/api/Crm/GetBankPortfolio',
    summary: 'The company’s banks with their account counts',
    access: { claim: 'bank', level: 'read' },
    query: noInput,
    response: z.array(BankSchema),
  }),
  GetBank: endpoint({
    method: 'GET',
    path: '/api/Crm/GetBank',
    summary: 'One bank with its routing settings',
    access: { claim: 'bank', level: 'read' },
    query: z.strictObject({ agentId: idParam }),
    response: BankSchema,
  }),
  SaveBank: endpoint({
    method: 'POST',
    path: '/api/Crm/SaveBank',
    summary: 'Create a bank (no TopsAgentId) or update its name and routing',
    body: SaveBankBody,
    response: BankSchema,
  }),
  GetAgentBanksByCommunity: endpoint({
    method: 'GET',
    path: '/api/Crm/GetAgentBanksByCommunity',
    summary: 'The banks holding accounts of a community, each with those accounts and balances',
    access: { claim: 'bank', level: 'read' },
    query: z.strictObject({
      communityAgentId: idParam,
      includeRemovedBankAccounts: booleanParam.default(false),
    }),
    response: z.array(BankSchema.extend({ BankAccounts: z.array(BankAccountSchema) })),
  }),
  GetBankAccount: endpoint({
    method: 'GET',
    path: '/api/Crm/GetBankAccount',
    summary: 'One bank account with its balance',
    access: { claim: 'bank', level: 'read' },
    query: z.strictObject({ bankAccountId: idParam }),
    response: BankAccountSchema,
  }),
  GetBankAccounts: endpoint({
    method: 'GET',
    path: '/api/Crm/GetBankAccounts',
    summary: 'A bank’s accounts in the caller’s communities, by community',
    access: { claim: 'bank', level: 'read' },
    query: z.strictObject({
      bankAgentId: idParam,
      communityAgentId: idParam.optional(),
      includeRemovedBankAccounts: booleanParam.default(false),
      skip: z.coerce.number().int().min(0).default(0),
      take: z.coerce.number().int().min(1).max(500).default(100),
      includeBalances: booleanParam.default(false),
    }),
    response: z.array(BankAccountSchema),
  }),
  SearchBankAccount: endpoint({
    method: 'GET',
    path: '/api/Crm/SearchBankAccount',
    summary: 'Bank accounts whose name, bank, community or last digits match',
    access: { claim: 'bank', level: 'read' },
    query: z.strictObject({ searchTerm: z.string().trim().min(1).max(100) }),
    response: z.array(BankAccountSchema),
  }),
  CountBankAccounts: endpoint({
    method: 'GET',
    path: '/api/Crm/CountBankAccounts',
    summary: 'How many bank accounts a bank or a community has',
    access: { claim: 'bank', level: 'read' },
    query: z.strictObject({
      bankAgentId: idParam.optional(),
      communityAgentId: idParam.optional(),
      includeRemovedBankAccounts: booleanParam.default(false),
    }),
    response: z.object({ Count: z.number() }),
  }),
  SaveBankAccount: endpoint({
    method: 'POST',
    path: '/api/Crm/SaveBankAccount',
    summary: 'Create a bank account of a community (the first is primary) or update one',
    access: { claim: 'bank', level: 'read' },
    body: SaveBankAccountBody,
    response: BankAccountSchema,
  }),
  RemoveBankAccount: endpoint({
    method: 'POST',
    path: '/api/Crm/RemoveBankAccount/:id',
    summary: 'Remove a bank account; a removed primary passes the flag to the oldest other',
    access: { claim: 'bank', level: 'delete' },
    params: bankAccountParams,
    response: BankAccountSchema,
  }),
  RestoreBankAccount: endpoint({
    method: 'POST',
    path: '/api/Crm/RestoreBankAccount/:id',
    summary: 'Restore a removed bank account; it is primary when its community has none',
    access: { claim: 'bank', level: 'update' },
    params: bankAccountParams,
    response: BankAccountSchema,
  }),
  GetAgentBankAccountNumber: endpoint({
    method: 'POST',
    path: '/api/Crm/GetAgentBankAccountNumber/:id',
    summary: 'The full number of a bank account',
    access: { claim: 'bank', level: 'read' },
    params: bankAccountParams,
    response: z.object({ AccountNumber: z.string() }),
  }),
  DeleteBank: endpoint({
    method: 'DELETE',
    path: '/api/SmartBanking/DeleteBank/:id',
    summary: 'Delete a bank that holds no bank accounts',
    access: { claim: 'bank', level: 'delete' },
    params: z.strictObject({ id: idParam }),
    response: z.object({ success: z.literal(true) }),
  }),
  DeleteBankAccount: endpoint({
    method: 'DELETE',
    path: '/api/SmartBanking/DeleteBankAccount/:id',
    summary: 'Delete a bank account that no other record refers to',
    access: { claim: 'bank', level: 'delete' },
    params: bankAccountParams,
    response: z.object({ success: z.literal(true) }),
  }),
};
