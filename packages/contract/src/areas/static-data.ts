import { z } from 'zod';
import { endpoint } from '../endpoint';
import { idParam, noInput } from '../fields';

const AgentTypeRow = z.object({ TopsAgentTypeId: z.number(), AgentTypeName: z.string() });
const TxnTypeRow = z.object({ TopsTxnTypeId: z.number(), TxnTypeName: z.string() });
const StatusRow = z.object({ TopsStatusId: z.number(), StatusName: z.string() });
const AccountTypeRow = z.object({
  TopsAccountTypeId: z.number(),
  AccountTypeName: z.string(),
  AccountGroup: z.string(),
});
const AccountRequiredTypeRow = z.object({ AccountRequiredTypeId: z.number(), Name: z.string() });
const CodeTypeRow = z.object({
  TopsCodeTypeId: z.number(),
  CodeTypeName: z.string(),
  CodeGroup: z.string(),
  IsAssessmentType: z.boolean(),
  IsRequiredAtSetup: z.boolean(),
});
const FrequencyRow = z.object({ FrequencyId: z.number(), FrequencyName: z.string() });
const CodeMethodRow = z.object({
  MethodId: z.number(),
  MethodName: z.string(),
  MethodKind: z.string(),
});
const CountryRow = z.object({
  CountryId: z.number(),
  CountryName: z.string(),
  CountryAlias: z.string(),
});
const StateRow = z.object({ StateId: z.number(), StateAlias: z.string(), StateName: z.string() });
const PhoneTypeRow = z.object({ PhoneTypeId: z.number(), PhoneTypeName: z.string() });
const WebAddressTypeRow = z.object({
  WebAddressTypeId: z.number(),
  WebAddressTypeName: z.string(),
});
const AddressTypeRow = z.object({ AddressTypeId: z.number(), AddressTypeName: z.string() });
const CommitteeMemberTypeRow = z.object({
  CommitteeMemberTypeId: z.number(),
  CommitteeMemberTypeName: z.string(),
});
const DistributionTypeRow = z.object({
  DistributionTypeId: z.number(),
  DistributionTypeName: z.string(),
});
const PriorityRow = z.object({ PriorityId: z.number(), PriorityName: z.string() });
const JobRow = z.object({ JobId: z.number(), JobName: z.string() });
const FiscalYearRow = z.object({
  TopsFiscalYearId: z.number(),
  Sequence: z.number(),
  StartDate: z.string(),
  EndDate: z.string(),
  IsClosed: z.boolean(),
});

/** The shape of a list call; each endpoint writes its own literal path. */
function list<Row extends z.ZodType>(summary: string, row: Row) {
  return { method: 'GET', summary, query: noInput, response: z.array(row) } as const;
}

export const staticData = {
  GetAgentTypes: endpoint({
    path: '/api/StaticData/GetAgentTypes',
    ...list('Agent types 1–28 (spec 1 §3.1)', AgentTypeRow),
  }),
  GetTxnTypes: endpoint({
    path: '/api/StaticData/GetTxnTypes',
    ...list('Every transaction type', TxnTypeRow),
  }),
  GetARTxnTypes: endpoint({
    path: '/api/StaticData/GetARTxnTypes',
    ...list('Receivables transaction types', TxnTypeRow),
  }),
  GetAPTxnTypes: endpoint({
    path: '/api/StaticData/GetAPTxnTypes',
    ...list('Payables transaction types', TxnTypeRow),
  }),
  GetGLTxnTypes: endpoint({
    path: '/api/StaticData/GetGLTxnTypes',
    ...list('General-ledger transaction types', TxnTypeRow),
  }),
  GetCCRTxnTypes: endpoint({
    path: '/api/StaticData/GetCCRTxnTypes',
    ...list('Violation transaction types', TxnTypeRow),
  }),
  GetImplementedTxnTypes: endpoint({
    path: '/api/StaticData/GetImplementedTxnTypes',
    ...list('Implemented types', TxnTypeRow),
  }),
  GetNotesTxnTypes: endpoint({
    path: '/api/StaticData/GetNotesTxnTypes',
    ...list('Comment and task types', TxnTypeRow),
  }),
  GetWorkOrderTxnTypes: endpoint({
    path: '/api/StaticData/GetWorkOrderTxnTypes',
    ...list('Work-order and request types', TxnTypeRow),
  }),
  GetStatuses: endpoint({
    path: '/api/StaticData/GetStatuses',
    ...list('Every item status', StatusRow),
  }),
  GetTaskStatuses: endpoint({
    path: '/api/StaticData/GetTaskStatuses',
    ...list('Task statuses', StatusRow),
  }),
  GetARStatuses: endpoint({
    path: '/api/StaticData/GetARStatuses',
    ...list('Receivables statuses', StatusRow),
  }),
  GetGeneralLedgerStatuses: endpoint({
    path: '/api/StaticData/GetGeneralLedgerStatuses',
    ...list('Ledger statuses', StatusRow),
  }),
  GetManagementModulesStatuses: endpoint({
    path: '/api/StaticData/GetManagementModulesStatuses',
    ...list('Statuses of violations, requests and work orders', StatusRow),
  }),
  GetAccountTypes: endpoint({
    path: '/api/StaticData/GetAccountTypes',
    ...list('Account types 0–12', AccountTypeRow),
  }),
  GetAccountRequiredTypes: endpoint({
    path: '/api/StaticData/GetAccountRequiredTypes',
    ...list('Required-account types 1–8', AccountRequiredTypeRow),
  }),
  GetCodeTypes: endpoint({
    path: '/api/StaticData/GetCodeTypes',
    ...list('Code types with their groups', CodeTypeRow),
  }),
  GetCodeTypesAsync: endpoint({
    path: '/api/StaticData/GetCodeTypesAsync',
    ...list('Code types (async variant)', CodeTypeRow),
  }),
  GetFrequencies: endpoint({
    path: '/api/StaticData/GetFrequencies',
    ...list('Code frequencies', FrequencyRow),
  }),
  GetAccountingCodeMethods: endpoint({
    path: '/api/StaticData/GetAccountingCodeMethods',
    ...list('All code methods', CodeMethodRow),
  }),
  GetAccountingProfileMethods: endpoint({
    path: '/api/StaticData/GetAccountingProfileMethods',
    ...list('Cash 13, accrual 14, modified accrual 15', CodeMethodRow),
  }),
  GetInterestMethods: endpoint({
    path: '/api/StaticData/GetInterestMethods',
    ...list('Interest methods 10–12', CodeMethodRow),
  }),
  GetLateFeeMethods: endpoint({
    path: '/api/StaticData/GetLateFeeMethods',
    ...list('Late-fee methods', CodeMethodRow),
  }),
  GetDistributionTypes: endpoint({
    path: '/api/StaticData/GetDistributionTypes',
    ...list('Distribution types', DistributionTypeRow),
  }),
  GetCountries: endpoint({
    path: '/api/StaticData/GetCountries',
    ...list('Countries, United States (195) first', CountryRow),
  }),
  GetStates: endpoint({
    path: '/api/StaticData/GetStates',
    ...list('US states and territories 1–66', StateRow),
  }),
  GetPhoneTypes: endpoint({
    path: '/api/StaticData/GetPhoneTypes',
    ...list('Phone types', PhoneTypeRow),
  }),
  GetWebAddressTypes: endpoint({
    path: '/api/StaticData/GetWebAddressTypes',
    ...list('Web address types', WebAddressTypeRow),
  }),
  GetAddressTypes: endpoint({
    method: 'GET',
    path: '/api/StaticData/GetAddressTypes',
    summary: 'Address types, narrowed to those of one agent type when given',
    query: z.strictObject({ agentTypeId: z.coerce.number().int().min(1).max(28).optional() }),
    response: z.array(AddressTypeRow),
  }),
  GetCommitteeMemberTypes: endpoint({
    path: '/api/StaticData/GetCommitteeMemberTypes',
    ...list('Committee roles', CommitteeMemberTypeRow),
  }),
  GetPriorities: endpoint({
    path: '/api/StaticData/GetPriorities',
    ...list('Request and work-order priorities', PriorityRow),
  }),
  GetJobs: endpoint({ path: '/api/StaticData/GetJobs', ...list('Automation jobs', JobRow) }),
  GetFiscalYears: endpoint({
    method: 'GET',
    path: '/api/StaticData/GetFiscalYears',
    summary: 'The fiscal years of one community',
    query: z.strictObject({ communityAgentId: idParam }),
    response: z.array(FiscalYearRow),
  }),
};
