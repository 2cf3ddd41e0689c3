import { describe, expect, it } from 'vitest';
import {
  CardBrands,
  CommunityAccountStatuses,
  CommunitySetupSteps,
  CostItemTypes,
  DeliveryPreferences,
  DigitalPaymentStatuses,
  FontSizes,
  FundingSourceStatuses,
  OwnerSortOptions,
  PaymentPlatformStatusId,
  PaymentPlatformStatuses,
  PeriodConstants,
  PortfolioOwnerSortOptions,
  RequestSources,
  TemplateTypes,
  TimeZones,
} from './other-enums';
import { AttachmentTypes, CustomFieldTypes, ItemRemovalRuleViolations } from './record-enums';
import {
  ComparisonOperators,
  LogicalOperators,
  PackageReportFormatIds,
  ReportFormats,
} from './report-enums';

type Pair = [number, string];

const numbered = (spec: string, from = 1): Pair[] =>
  spec.split(', ').map((name, index) => [index + from, name]);

// Reads 'Name 0, Other Name 1' into [id, name] pairs.
const nameThenId = (spec: string): Pair[] =>
  spec.split(', ').map((entry) => {
    const space = entry.lastIndexOf(' ');
    return [Number(entry.slice(space + 1)), entry.slice(0, space)];
  });

describe('spec 1 §3.5b lists', () => {
  it('has the lists named without ids, numbered 1.. in order', () => {
    expect(CostItemTypes.map((r) => [r.CostItemTypeId, r.CostItemTypeName])).toEqual(
      numbered('Labor, Material, Other'),
    );
    expect(RequestSources.map((r) => [r.RequestSourceId, r.RequestSourceName])).toEqual(
      numbered('Phone, Email, Mail, Portal, Other'),
    );
    expect(CardBrands.map((r) => [r.CardBrandId, r.CardBrandName])).toEqual(
      numbered('Visa, MasterCard, Discover, Amex'),
    );
    expect(TemplateTypes.map((r) => [r.TopsTemplateTypeId, r.TemplateTypeName])).toEqual(
      numbered('Letter, Check, Vendor, CCR_Letter, ARC_Letter'),
    );
    expect(
      CommunityAccountStatuses.map((r) => [
        r.CommunityAccountStatusId,
        r.CommunityAccountStatusName,
      ]),
    ).toEqual(numbered('Unverified, Retry, Document, Verified, Suspended, Deactivated'));
    expect(
      FundingSourceStatuses.map((r) => [r.FundingSourceStatusId, r.FundingSourceStatusName]),
    ).toEqual(
      numbered(
        'Unverified, Added, MicroDepositInitiated, MicroDepositFailed, MicroDepositCompleted, ' +
          'MicroDepositMaxAttempted, Verified',
      ),
    );
  });

  it('has the lists with ids', () => {
    expect(
      DeliveryPreferences.map((r) => [r.DeliveryPreferenceId, r.DeliveryPreferenceName]),
    ).toEqual(nameThenId('Print 1, Email 2'));
    expect(
      DigitalPaymentStatuses.map((r) => [r.DigitalPaymentStatusId, r.DigitalPaymentStatusName]),
    ).toEqual(nameThenId('PaymentReleased 0, InProcess 1, Paid 2, Failed 3, Voided 4, Refunded 7'));
    expect(FontSizes.map((r) => [r.FontSizeId, r.FontSizeName])).toEqual(
      nameThenId('Small 0, Large 1'),
    );
    expect(PeriodConstants.map((r) => [r.PeriodConstantId, r.PeriodConstantName])).toEqual(
      nameThenId('MTD 0, YTD 1'),
    );
  });

  it('numbers payment platform statuses so that 2 is Active', () => {
    expect(
      PaymentPlatformStatuses.map((r) => [r.PaymentPlatformStatusId, r.PaymentPlatformStatusName]),
    ).toEqual(numbered('Inactive, Pending, Active', 0));
    expect(PaymentPlatformStatusId.Active).toBe(2);
  });

  it('has the setup steps, sort options and 8 US time zones', () => {
    expect(CommunitySetupSteps.map((r) => r.CommunitySetupStepName)).toEqual([
      'AccountingPeriods',
      'ChartOfAccounts',
      'RequiredAccounts',
      'Codes',
      'CodeDistributions',
      'HomesAndOwners',
      'Vendors',
    ]);
    expect(OwnerSortOptions.map((r) => r.OwnerSortOptionName.toLowerCase())).toEqual([
      'account number',
      'first name',
      'last name',
      'street number',
      'street name',
    ]);
    expect(PortfolioOwnerSortOptions.slice(5).map((r) => r.OwnerSortOptionName)).toEqual([
      'Balance',
      'Lot Number',
    ]);
    expect(TimeZones).toHaveLength(8);
    expect(TimeZones[0]?.TimeZoneName).toBe('Hawaii');
    expect(TimeZones[7]?.TimeZoneName).toBe('Eastern');
  });
});

describe('shared record lists', () => {
  it('has the attachment types of spec 1 §3.4', () => {
    expect(AttachmentTypes.map((r) => [r.TopsAttachmentTypeId, r.AttachmentTypeName])).toEqual(
      numbered(
        'Document, Image, Signature, Lockbox_File, Import_File, Zip_Archive, Error_File, ' +
          'Cover_Page_Image',
      ),
    );
  });

  it('has the custom field types of spec 1 §3.9', () => {
    const spec = 'Yes/No B, Date D, Decimal F, List L, Number N, Text T, Currency C, Multi Line M';
    expect(CustomFieldTypes.map((r) => `${r.FieldTypeName} ${r.FieldType}`).join(', ')).toBe(spec);
  });

  it('has the removal rule violations', () => {
    expect(ItemRemovalRuleViolations.map((r) => r.RuleViolationName.toLowerCase())).toEqual([
      'print check voided',
      'ar negative code balance',
      'ap bill already paid',
      'contains ach owners',
      'ap adjustment',
    ]);
  });
});

describe('spec 3 §9 report lists', () => {
  it('has the report formats', () => {
    expect(ReportFormats.map((r) => [r.ReportFormatId, r.ReportFormatName])).toEqual([
      [0, 'PDF'],
      [1, 'Excel xls'],
      [2, 'Excel xlsx'],
      [3, 'Word'],
    ]);
    expect(PackageReportFormatIds).toEqual([0, 2]);
  });

  it('has the comparison operators, Not Set and Set without value', () => {
    const spec =
      'Contains 0, Ends With 1, Equals 2, Greater Than 3, Greater Than or Equals 4, Less Than 5, ' +
      'Less Than or Equals 6, Not Equals 7, Not Set 8, Set 9, Starts With 10';
    expect(
      ComparisonOperators.map((r) => [r.ComparisonOperatorId, r.ComparisonOperatorName]),
    ).toEqual(nameThenId(spec));
    expect(
      ComparisonOperators.filter((r) => !r.NeedsValue).map((r) => r.ComparisonOperatorName),
    ).toEqual(['Not Set', 'Set']);
  });

  it('has the logical operators', () => {
    expect(LogicalOperators.map((r) => [r.LogicalOperatorId, r.LogicalOperatorName])).toEqual(
      nameThenId('And 0, Or 1'),
    );
  });
});
