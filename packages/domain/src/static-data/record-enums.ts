// Enumerations of shared records: attachments, custom fields, item removal, priorities (spec 1 §3).

export const AttachmentTypeId = {
  Document: 1,
  Image: 2,
  Signature: 3,
  LockboxFile: 4,
  ImportFile: 5,
  ZipArchive: 6,
  ErrorFile: 7,
  CoverPageImage: 8,
} as const;

export interface AttachmentType {
  readonly TopsAttachmentTypeId: number;
  readonly AttachmentTypeName: string;
}

const AT = AttachmentTypeId;

// Numbered 1.. in the spec's order (spec 1 §3.4).
export const AttachmentTypes: readonly AttachmentType[] = [
  { TopsAttachmentTypeId: AT.Document, AttachmentTypeName: 'Document' },
  { TopsAttachmentTypeId: AT.Image, AttachmentTypeName: 'Image' },
  { TopsAttachmentTypeId: AT.Signature, AttachmentTypeName: 'Signature' },
  { TopsAttachmentTypeId: AT.LockboxFile, AttachmentTypeName: 'Lockbox_File' },
  { TopsAttachmentTypeId: AT.ImportFile, AttachmentTypeName: 'Import_File' },
  { TopsAttachmentTypeId: AT.ZipArchive, AttachmentTypeName: 'Zip_Archive' },
  { TopsAttachmentTypeId: AT.ErrorFile, AttachmentTypeName: 'Error_File' },
  { TopsAttachmentTypeId: AT.CoverPageImage, AttachmentTypeName: 'Cover_Page_Image' },
];

export type CustomFieldTypeCode = 'B' | 'D' | 'F' | 'L' | 'N' | 'T' | 'C' | 'M';

export interface CustomFieldType {
  readonly FieldType: CustomFieldTypeCode;
  readonly FieldTypeName: string;
}

// Custom field types are identified by a letter (spec 1 §3.9).
export const CustomFieldTypes: readonly CustomFieldType[] = [
  { FieldType: 'B', FieldTypeName: 'Yes/No' },
  { FieldType: 'D', FieldTypeName: 'Date' },
  { FieldType: 'F', FieldTypeName: 'Decimal' },
  { FieldType: 'L', FieldTypeName: 'List' },
  { FieldType: 'N', FieldTypeName: 'Number' },
  { FieldType: 'T', FieldTypeName: 'Text' },
  { FieldType: 'C', FieldTypeName: 'Currency' },
  { FieldType: 'M', FieldTypeName: 'Multi Line' },
];

export const DefaultCustomFieldType: CustomFieldTypeCode = 'T';

// Custom field group orientation: left or right column.
export type CustomFieldOrientation = 'L' | 'R';

export const ItemRemovalRuleViolationId = {
  PrintCheckVoided: 1,
  ArNegativeCodeBalance: 2,
  ApBillAlreadyPaid: 3,
  ContainsAchOwners: 4,
  ApAdjustment: 5,
} as const;

export interface ItemRemovalRuleViolation {
  readonly RuleViolationId: number;
  readonly RuleViolationName: string;
}

const RV = ItemRemovalRuleViolationId;

// Reasons a transaction removal is refused (spec 1 §3.5b), numbered 1.. in the spec's order.
export const ItemRemovalRuleViolations: readonly ItemRemovalRuleViolation[] = [
  { RuleViolationId: RV.PrintCheckVoided, RuleViolationName: 'Print check voided' },
  { RuleViolationId: RV.ArNegativeCodeBalance, RuleViolationName: 'AR negative code balance' },
  { RuleViolationId: RV.ApBillAlreadyPaid, RuleViolationName: 'AP bill already paid' },
  { RuleViolationId: RV.ContainsAchOwners, RuleViolationName: 'Contains ACH owners' },
  { RuleViolationId: RV.ApAdjustment, RuleViolationName: 'AP adjustment' },
];

// Not in the spec beyond the call name GetPriorities: the usual four levels for tasks and requests.
export const PriorityId = { Low: 1, Normal: 2, High: 3, Urgent: 4 } as const;

export interface Priority {
  readonly PriorityId: number;
  readonly PriorityName: string;
}

export const Priorities: readonly Priority[] = [
  { PriorityId: PriorityId.Low, PriorityName: 'Low' },
  { PriorityId: PriorityId.Normal, PriorityName: 'Normal' },
  { PriorityId: PriorityId.High, PriorityName: 'High' },
  { PriorityId: PriorityId.Urgent, PriorityName: 'Urgent' },
];

export const DefaultPriorityId = PriorityId.Normal;

// Valid data-browser schema names (spec 1 §9); All lists every schema's tables and views.
export const DataSchemaNames = [
  'All',
  'dbo',
  'Agent',
  'Community',
  'Exporter',
  'Item',
  'ItemAgent',
] as const;
export type DataSchemaName = (typeof DataSchemaNames)[number];
