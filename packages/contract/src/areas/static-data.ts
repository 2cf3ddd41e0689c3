import { z } from 'zod';
import { endpoint, type EndpointDef } from '../endpoint';
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

function list<Row extends z.ZodType>(name: string, summary: string, row: Row) {
  return endpoint({
    method: 'GET',
    path: `/api/StaticData/${name}`,
    summary,
    query: noInput,
    response: z.array(row),
  }) satisfies EndpointDef;
}

export const staticData = {
  GetAgentTypes: list('GetAgentTypes', 'Agent types 1–28 (spec 1 §3.1)', AgentTypeRow),
  GetTxnTypes: list('GetTxnTypes', 'Every transaction type', TxnTypeRow),
  GetARTxnTypes: list('GetARTxnTypes', 'Receivables transaction types', TxnTypeRow),
  GetAPTxnTypes: list('GetAPTxnTypes', 'Payables transaction types', TxnTypeRow),
  GetGLTxnTypes: list('GetGLTxnTypes', 'General-ledger transaction types', TxnTypeRow),
  GetCCRTxnTypes: list('GetCCRTxnTypes', 'Violation transaction types', TxnTypeRow),
  GetImplementedTxnTypes: list('GetImplementedTxnTypes', 'Implemented types', TxnTypeRow),
  GetNotesTxnTypes: list('GetNotesTxnTypes', 'Comment and task types', TxnTypeRow),
  GetWorkOrderTxnTypes: list('GetWorkOrderTxnTypes', 'Work-order and request types', TxnTypeRow),
  GetStatuses: list('GetStatuses', 'Every item status', StatusRow),
  GetTaskStatuses: list('GetTaskStatuses', 'Task statuses', StatusRow),
  GetARStatuses: list('GetARStatuses', 'Receivables statuses', StatusRow),
  GetGeneralLedgerStatuses: list('GetGeneralLedgerStatuses', 'Ledger statuses', StatusRow),
  GetManagementModulesStatuses: list(
    'GetManagementModulesStatuses',
    'Statuses of violations, requests and work orders',
    StatusRow,
  ),
  GetAccountTypes: list('GetAccountTypes', 'Account types 0–12', AccountTypeRow),
  GetAccountRequiredTypes: list(
    'GetAccountRequiredTypes',
    'Required-account types 1–8',
    AccountRequiredTypeRow,
  ),
  GetCodeTypes: list('GetCodeTypes', 'Code types with their groups', CodeTypeRow),
  GetCodeTypesAsync: list('GetCodeTypesAsync', 'Code types (async variant)', CodeTypeRow),
  GetFrequencies: list('GetFrequencies', 'Code frequencies', FrequencyRow),
  GetAccountingCodeMethods: list('GetAccountingCodeMethods', 'All code methods', CodeMethodRow),
  GetAccountingProfileMethods: list(
    'GetAccountingProfileMethods',
    'Cash 13, accrual 14, modified accrual 15',
    CodeMethodRow,
  ),
  GetInterestMethods: list('GetInterestMethods', 'Interest methods 10–12', CodeMethodRow),
  GetLateFeeMethods: list('GetLateFeeMethods', 'Late-fee methods', CodeMethodRow),
  GetDistributionTypes: list('GetDistributionTypes', 'Distribution types', DistributionTypeRow),
  GetCountries: list('GetCountries', 'Countries, United States (195) first', CountryRow),
  GetStates: list('GetStates', 'US states and territories 1–66', StateRow),
  GetPhoneTypes: list('GetPhoneTypes', 'Phone types', PhoneTypeRow),
  GetWebAddressTypes: list('GetWebAddressTypes', 'Web address types', WebAddressTypeRow),
  GetAddressTypes: endpoint({
    method: 'GET',
    path: '/api/StaticData/GetAddressTypes',
    summary: 'Address types, narrowed to those of one agent type when given',
    query: z.strictObject({ agentTypeId: z.coerce.number().int().min(1).max(28).optional() }),
    response: z.array(AddressTypeRow),
  }),
  GetCommitteeMemberTypes: list(
    'GetCommitteeMemberTypes',
    'Committee roles',
    CommitteeMemberTypeRow,
  ),
  GetPriorities: list('GetPriorities', 'Request and work-order priorities', PriorityRow),
  GetJobs: list('GetJobs', 'Automation jobs', JobRow),
  GetFiscalYears: endpoint({
    method: 'GET',
    path: '/api/StaticData/GetFiscalYears',
    summary: 'The fiscal years of one community',
    query: z.strictObject({ communityAgentId: idParam }),
    response: z.array(FiscalYearRow),
  }),
};
