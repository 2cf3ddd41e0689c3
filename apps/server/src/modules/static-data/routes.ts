import type { FastifyInstance } from 'fastify';
import { contract, type EndpointDef, type ResponseOf } from '@hoa/contract';
import {
  AccountRequiredTypes,
  AccountTypes,
  AccountingCodeMethods,
  AccountingProfileMethods,
  addressTypesForAgentType,
  AddressTypes,
  AgentTypes,
  CodeTypes,
  CommitteeMemberTypes,
  Countries,
  DistributionTypes,
  Frequencies,
  InterestMethods,
  Jobs,
  LateFeeMethods,
  PhoneTypes,
  Priorities,
  States,
  Statuses,
  statusesFor,
  TxnTypes,
  txnTypesFor,
  WebAddressTypes,
} from '@hoa/domain';
import { bind } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import { getFiscalYears } from './get-fiscal-years';

const s = contract.staticData;

/** Every list is a constant of packages/domain; the call only needs a signed-in user. */
export function staticDataRoutes(app: FastifyInstance, deps: AppDeps): void {
  const constant = <E extends EndpointDef>(endpoint: E, rows: ResponseOf<E>) => {
    bind(app, deps, endpoint, () => Promise.resolve(rows));
  };
  constant(s.GetAgentTypes, [...AgentTypes]);
  constant(s.GetTxnTypes, [...TxnTypes]);
  constant(s.GetARTxnTypes, [...txnTypesFor('AR')]);
  constant(s.GetAPTxnTypes, [...txnTypesFor('AP')]);
  constant(s.GetGLTxnTypes, [...txnTypesFor('GL')]);
  constant(s.GetCCRTxnTypes, [...txnTypesFor('CCR')]);
  constant(s.GetImplementedTxnTypes, [...txnTypesFor('Implemented')]);
  constant(s.GetNotesTxnTypes, [...txnTypesFor('Notes')]);
  constant(s.GetWorkOrderTxnTypes, [...txnTypesFor('WorkOrder')]);
  constant(s.GetStatuses, [...Statuses]);
  constant(s.GetTaskStatuses, [...statusesFor('Task')]);
  constant(s.GetARStatuses, [...statusesFor('AR')]);
  constant(s.GetGeneralLedgerStatuses, [...statusesFor('GeneralLedger')]);
  constant(s.GetManagementModulesStatuses, [...statusesFor('ManagementModules')]);
  constant(s.GetAccountTypes, [...AccountTypes]);
  constant(s.GetAccountRequiredTypes, [...AccountRequiredTypes]);
  constant(s.GetCodeTypes, [...CodeTypes]);
  constant(s.GetCodeTypesAsync, [...CodeTypes]);
  constant(s.GetFrequencies, [...Frequencies]);
  constant(s.GetAccountingCodeMethods, [...AccountingCodeMethods]);
  constant(s.GetAccountingProfileMethods, [...AccountingProfileMethods]);
  constant(s.GetInterestMethods, [...InterestMethods]);
  constant(s.GetLateFeeMethods, [...LateFeeMethods]);
  constant(s.GetDistributionTypes, [...DistributionTypes]);
  constant(s.GetCountries, [...Countries]);
  constant(s.GetStates, [...States]);
  constant(s.GetPhoneTypes, [...PhoneTypes]);
  constant(s.GetWebAddressTypes, [...WebAddressTypes]);
  constant(s.GetCommitteeMemberTypes, [...CommitteeMemberTypes]);
  constant(s.GetPriorities, [...Priorities]);
  constant(s.GetJobs, [...Jobs]);
  bind(app, deps, s.GetAddressTypes, (_ctx, input) =>
    Promise.resolve([
      ...(input.query.agentTypeId === undefined
        ? AddressTypes
        : addressTypesForAgentType(input.query.agentTypeId)),
    ]),
  );
  bind(app, deps, s.GetFiscalYears, getFiscalYears);
}
