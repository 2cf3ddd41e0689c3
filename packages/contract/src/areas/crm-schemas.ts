// What the CRM calls answer: agents (profiles) with their contact data, cards, headers and groups.
import { z } from 'zod';

export const CommunityListItemSchema = z.object({
  CommunityAgentId: z.number(),
  DisplayName: z.string(),
  Alias: z.string().nullable(),
  CommunityType: z.string().nullable(),
  /** The community's time zone (TimeZones): the wall clock its job schedules run on. */
  TimeZoneId: z.number(),
  IsActive: z.boolean(),
  IsSetupComplete: z.boolean(),
  IsSetupAccountingComplete: z.boolean(),
  IsSetupPropertyOwnerComplete: z.boolean(),
});
export type CommunityListItem = z.infer<typeof CommunityListItemSchema>;

export const AddressSchema = z.object({
  AddressId: z.number(),
  AddressTypeId: z.number(),
  StreetNumber: z.string().nullable(),
  StreetName: z.string().nullable(),
  Unit: z.string().nullable(),
  City: z.string().nullable(),
  StateId: z.number().nullable(),
  PostalCode: z.string().nullable(),
  CountryId: z.number(),
  IsPrimary: z.boolean(),
});
export type Address = z.infer<typeof AddressSchema>;

export const PhoneSchema = z.object({
  PhoneId: z.number(),
  PhoneTypeId: z.number(),
  AreaCode: z.string(),
  PhoneNumber: z.string(),
  Extension: z.string().nullable(),
  IsPrimary: z.boolean(),
});
export type Phone = z.infer<typeof PhoneSchema>;

export const WebAddressSchema = z.object({
  WebAddressId: z.number(),
  WebAddressTypeId: z.number(),
  Address: z.string(),
  IsPrimary: z.boolean(),
});
export type WebAddress = z.infer<typeof WebAddressSchema>;

export const ContactSchema = z.object({
  Alias: z.string().nullable(),
  DisplayName: z.string(),
  CompanyName: z.string().nullable(),
  FirstName: z.string().nullable(),
  MiddleName: z.string().nullable(),
  LastName: z.string().nullable(),
});

/** The contact as the profile form edits it. */
export const ProfileContactSchema = ContactSchema.extend({
  FederalTaxNumber: z.string().nullable(),
  PrimaryEmailAddress: z.string().nullable(),
});
export type ProfileContact = z.infer<typeof ProfileContactSchema>;

/** The agent row: identity, place in the tree, state and the flags of its kind. */
export const AgentInfoSchema = z.object({
  TopsAgentId: z.number(),
  TopsAgentTypeId: z.number(),
  AgentTypeName: z.string(),
  TopsAgentParentId: z.number().nullable(),
  CommunityAgentId: z.number().nullable(),
  IsDeleted: z.boolean(),
  IsActive: z.boolean(),
  ProfilePictureAttachmentId: z.number().nullable(),
  IsHoldDelinquencyNotice: z.boolean(),
  DefaultBankAccountId: z.number().nullable(),
  CommunityType: z.string().nullable(),
  IsSetupComplete: z.boolean(),
  IsSetupAccountingComplete: z.boolean(),
  IsSetupPropertyOwnerComplete: z.boolean(),
  IsSetupGLAccountsComplete: z.boolean(),
  /**
   * How letters reach the agent: Print 1 or Email 2 (DeliveryPreferences). It matters for owners
   * (a message batch with Smart delivery follows it) and is set with
   * Communications/SaveDeliveryPreference.
   */
  DeliveryPreferenceId: z.number(),
});
export type AgentInfo = z.infer<typeof AgentInfoSchema>;

export const AgentSchema = AgentInfoSchema.extend({
  Contact: ContactSchema,
  PrimaryEmailAddress: z.string().nullable(),
  Addresses: z.array(AddressSchema),
  Phones: z.array(PhoneSchema),
  WebAddresses: z.array(WebAddressSchema),
});
export type Agent = z.infer<typeof AgentSchema>;

export const PropertyDetailsSchema = z.object({
  AccountNumber: z.string().nullable(),
  LotNumber: z.string().nullable(),
  SquareFeet: z.number().nullable(),
  AssessedValueCents: z.number().nullable(),
  /** An exact decimal string, e.g. '12.500000'. */
  PercentOwnership: z.string().nullable(),
});
export type PropertyDetails = z.infer<typeof PropertyDetailsSchema>;

/** The whole editable agent (GetAgentGraph, and the answer of every save). */
export const AgentGraphSchema = z.object({
  Agent: AgentInfoSchema,
  Contact: ProfileContactSchema,
  Addresses: z.array(AddressSchema),
  Phones: z.array(PhoneSchema),
  WebAddresses: z.array(WebAddressSchema),
  PropertyDetails: PropertyDetailsSchema.nullable(),
});
export type AgentGraph = z.infer<typeof AgentGraphSchema>;

export const AgentThumbnailSchema = z.object({
  TopsAgentId: z.number(),
  TopsAgentTypeId: z.number(),
  AgentTypeName: z.string(),
  DisplayName: z.string(),
  Alias: z.string().nullable(),
  ProfilePictureAttachmentId: z.number().nullable(),
  IsDeleted: z.boolean(),
});
export type AgentThumbnail = z.infer<typeof AgentThumbnailSchema>;

/** What an agent card shows: name, kind, primary address, phone and email. */
export const AgentCardSchema = AgentThumbnailSchema.extend({
  TopsAgentParentId: z.number().nullable(),
  CommunityAgentId: z.number().nullable(),
  IsActive: z.boolean(),
  PrimaryAddress: AddressSchema.nullable(),
  PrimaryPhone: PhoneSchema.nullable(),
  PrimaryEmailAddress: z.string().nullable(),
});
export type AgentCard = z.infer<typeof AgentCardSchema>;

export const AgentLinkSchema = z.object({
  TopsAgentId: z.number(),
  TopsAgentTypeId: z.number(),
  DisplayName: z.string(),
});
export type AgentLink = z.infer<typeof AgentLinkSchema>;

export const AgentHeaderSchema = AgentCardSchema.extend({
  /** The parent chain, the community (or other root) first and the direct parent last. */
  Parents: z.array(AgentLinkSchema),
  IsHoldDelinquencyNotice: z.boolean(),
});
export type AgentHeader = z.infer<typeof AgentHeaderSchema>;

export const ChildLinkGroupSchema = z.object({
  Key: z.string(),
  Name: z.string(),
  /** The child agent types counted; empty for bank accounts. */
  TopsAgentTypeIds: z.array(z.number()),
  ChildCount: z.number(),
});
export type ChildLinkGroup = z.infer<typeof ChildLinkGroupSchema>;

export const ProfileSchema = z.object({
  Header: AgentHeaderSchema,
  ChildLinkGroups: z.array(ChildLinkGroupSchema),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const CommunitySummarySchema = CommunityListItemSchema.extend({
  CompanyName: z.string().nullable(),
  PrimaryEmailAddress: z.string().nullable(),
  PrimaryAddress: AddressSchema.nullable(),
  PrimaryPhone: PhoneSchema.nullable(),
});
export type CommunitySummary = z.infer<typeof CommunitySummarySchema>;

export const ContactByAgentSchema = ProfileContactSchema.extend({ TopsAgentId: z.number() });

export const OwnerCodeBalanceSchema = z.object({
  TopsCodeId: z.number(),
  CodeAlias: z.string(),
  CodeName: z.string(),
  TopsCodeTypeId: z.number(),
  /** Cents owed on the code as of the date. */
  Balance: z.number(),
});
export type OwnerCodeBalance = z.infer<typeof OwnerCodeBalanceSchema>;

/**
 * The community home page (issue 18): what a manager has to act on today. A part is null when the
 * caller may not see it (its claim, or the subscription tier for approvals). Money is cents.
 */
export const DelinquencyBucketSchema = z.object({
  /** Current (under 30 days), then 30, 60 and 90+ days: the aging report's columns. */
  Bucket: z.enum(['Current', 'Days30', 'Days60', 'Days90']),
  Label: z.string(),
  Amount: z.number(),
  /** Owners with a part of their balance in this bucket. */
  OwnerCount: z.number(),
});
export type DelinquencyBucket = z.infer<typeof DelinquencyBucketSchema>;

export const CommunityDashboardSchema = z.object({
  CommunityAgentId: z.number(),
  AsOfDate: z.string(),
  /** Owner balances aged as the aging report ages them (prepaid codes left out); owner read claim. */
  Delinquency: z
    .object({
      Buckets: z.array(DelinquencyBucketSchema),
      /** What owners owe in all (the buckets' sum). */
      Total: z.number(),
      /** The 30, 60 and 90+ day buckets' sum. */
      Delinquent: z.number(),
      /** Owners with a part of their balance 30 days or older. */
      DelinquentOwners: z.number(),
    })
    .nullable(),
  /** The community's live bank accounts with their book (GL cash account) balances; bank read claim. */
  Cash: z
    .object({
      Total: z.number(),
      Accounts: z.array(
        z.object({
          TopsAgentBankId: z.number(),
          AccountName: z.string(),
          BankName: z.string(),
          /** Masked. */
          AccountNumber: z.string(),
          Balance: z.number(),
        }),
      ),
    })
    .nullable(),
  /** Invoices in approval the caller can approve now (UserCanApprove 2), due first; the first 5 listed. */
  InvoicesWaitingForMe: z
    .object({
      Count: z.number(),
      Total: z.number(),
      Invoices: z.array(
        z.object({
          ItemId: z.number(),
          InvoiceNumber: z.string().nullable(),
          VendorDisplayName: z.string().nullable(),
          DueDate: z.string().nullable(),
          TotalAmount: z.number(),
          /** 1 internal review, 2 board review. */
          ApprovalStatus: z.number().nullable(),
        }),
      ),
    })
    .nullable(),
  /** Every invoice in approval (internal and board review), whoever approves it. */
  ItemsWaitingForApproval: z
    .object({
      Count: z.number(),
      Total: z.number(),
      InternalApproval: z.number(),
      BoardApproval: z.number(),
    })
    .nullable(),
  /**
   * The community chart (spec 2 §5 'Other'): the management contract's yearly value (cents; 0 while
   * not set, with the warning 'Please set the contract value of the community.') beside what was
   * paid to vendors from January 1 to the date; community read claim.
   */
  Contract: z
    .object({
      ContractValue: z.number(),
      PaidThisYear: z.number(),
      Warning: z.string().nullable(),
    })
    .nullable(),
  /** The caller's open tasks (assigned to them, or created by them and assigned to no one) due by the date; the first 5 listed. */
  TasksDue: z.object({
    Count: z.number(),
    Tasks: z.array(
      z.object({
        TopsItemId: z.number(),
        Subject: z.string(),
        DueDate: z.string(),
        AgentName: z.string(),
      }),
    ),
  }),
});
export type CommunityDashboard = z.infer<typeof CommunityDashboardSchema>;
