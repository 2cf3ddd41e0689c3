import { describe, expect, it } from 'vitest';
import * as StaticData from './index';

// Every exported list of rows keyed by an id: no id twice.
const lists: [string, readonly object[], string][] = [
  ['AgentTypes', StaticData.AgentTypes, 'TopsAgentTypeId'],
  ['TxnTypes', StaticData.TxnTypes, 'TopsTxnTypeId'],
  ['Statuses', StaticData.Statuses, 'TopsStatusId'],
  ['ApprovalStatuses', StaticData.ApprovalStatuses, 'ApprovalStatusId'],
  ['AccountTypes', StaticData.AccountTypes, 'TopsAccountTypeId'],
  ['AccountRequiredTypes', StaticData.AccountRequiredTypes, 'AccountRequiredTypeId'],
  ['CodeTypes', StaticData.CodeTypes, 'TopsCodeTypeId'],
  ['Frequencies', StaticData.Frequencies, 'FrequencyId'],
  ['CodeMethods', StaticData.CodeMethods, 'MethodId'],
  ['DistributionTypes', StaticData.DistributionTypes, 'DistributionTypeId'],
  ['Priorities', StaticData.Priorities, 'PriorityId'],
  ['PhoneTypes', StaticData.PhoneTypes, 'PhoneTypeId'],
  ['WebAddressTypes', StaticData.WebAddressTypes, 'WebAddressTypeId'],
  ['AddressTypes', StaticData.AddressTypes, 'AddressTypeId'],
  ['CommitteeMemberTypes', StaticData.CommitteeMemberTypes, 'CommitteeMemberTypeId'],
  ['CommunityTypes', StaticData.CommunityTypes, 'CommunityTypeId'],
  ['Countries', StaticData.Countries, 'CountryId'],
  ['States', StaticData.States, 'StateId'],
  ['Jobs', StaticData.Jobs, 'JobId'],
  ['TemplateTypes', StaticData.TemplateTypes, 'TopsTemplateTypeId'],
  ['DigitalPaymentStatuses', StaticData.DigitalPaymentStatuses, 'DigitalPaymentStatusId'],
  ['TimeZones', StaticData.TimeZones, 'TimeZoneId'],
  ['AttachmentTypes', StaticData.AttachmentTypes, 'TopsAttachmentTypeId'],
  ['ReportFormats', StaticData.ReportFormats, 'ReportFormatId'],
  ['ComparisonOperators', StaticData.ComparisonOperators, 'ComparisonOperatorId'],
  ['ArchitecturalStatuses', StaticData.ArchitecturalStatuses, 'TopsStatusId'],
  ['UserCanApproveOptions', StaticData.UserCanApproveOptions, 'UserCanApprove'],
];

describe('static data ids', () => {
  it.each(lists)('%s has unique ids', (_name, rows, key) => {
    const ids = rows.map((row) => (row as Record<string, unknown>)[key]);
    expect(ids.every((id) => typeof id === 'number')).toBe(true);
    expect(new Set(ids).size).toBe(rows.length);
  });
});
