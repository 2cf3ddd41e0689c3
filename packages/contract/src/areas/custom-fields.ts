import {
  CategoryDescriptionMaxLength,
  CategoryNameMaxLength,
  CustomFieldMessages as M,
  FieldNameMaxLength,
  MaxMultiLineValueLength,
  MaxPatternLength,
  MaxValidValues,
  ValidValueMaxLength,
} from '@hoa/domain';
import { z } from 'zod';
import { endpoint } from '../endpoint';
import { idParam, optionalIdParam, SuccessResponse } from '../fields';

// Custom fields (spec 1 §3.9, §5, §7.8): categories (groups) of fields per agent type group, the
// values of an agent, and the CSV import of values.

export const CustomFieldTypeCodeSchema = z.enum(['B', 'D', 'F', 'L', 'N', 'T', 'C', 'M']);
export const OrientationSchema = z.enum(['L', 'R']);

export const CustomFieldSchema = z.object({
  CustomFieldId: z.number(),
  CustomFieldGroupId: z.number(),
  Name: z.string(),
  FieldType: CustomFieldTypeCodeSchema,
  /** The type's name, e.g. 'Multi Line'. */
  CustomFieldType: z.string(),
  Sequence: z.number(),
  Enabled: z.boolean(),
  Regex: z.string().nullable(),
  ValidValues: z.array(z.object({ Value: z.string() })),
  HasAssignedValues: z.boolean(),
  ValueCount: z.number(),
});
export type CustomField = z.infer<typeof CustomFieldSchema>;

export const CustomFieldGroupSchema = z.object({
  CustomFieldGroupId: z.number(),
  AgentTypeGroupId: z.number(),
  Name: z.string(),
  Description: z.string(),
  Orientation: OrientationSchema,
  Sequence: z.number(),
  Enabled: z.boolean(),
  Communities: z.array(z.object({ CommunityAgentId: z.number(), DisplayName: z.string() })),
  Roles: z.array(z.object({ ProductRoleId: z.number(), Name: z.string() })),
  /** No fields are left (and so no values): the category may be removed. */
  CanDelete: z.boolean(),
  Fields: z.array(CustomFieldSchema),
});
export type CustomFieldGroup = z.infer<typeof CustomFieldGroupSchema>;

const fieldName = z
  .string()
  .trim()
  .min(1, M.fieldNameRequired)
  .max(FieldNameMaxLength, M.fieldNameTooLong);

/** A field as the category editor or field editor sends it; without CustomFieldId it is new. */
export const CustomFieldInputSchema = z.strictObject({
  CustomFieldId: z.number().int().positive().optional(),
  Name: fieldName,
  FieldType: CustomFieldTypeCodeSchema.default('T'),
  /** Omitted: a new field goes last, a changed one keeps its place. */
  Sequence: z.number().int().min(0).max(100_000).optional(),
  Enabled: z.boolean().default(true),
  Regex: z.string().trim().max(MaxPatternLength).nullable().default(null),
  ValidValues: z.array(z.string().trim().max(ValidValueMaxLength)).max(MaxValidValues).default([]),
});
export type CustomFieldInput = z.output<typeof CustomFieldInputSchema>;

const idList = (message: string) =>
  z.array(z.number().int().positive()).min(1, message).max(10_000);

export const SaveCustomFieldGroupBody = z.strictObject({
  CustomFieldGroupId: z.number().int().positive().optional(),
  AgentTypeGroupId: z
    .number({ error: M.availabilityRequired })
    .int()
    .positive(M.availabilityRequired),
  Name: z
    .string()
    .trim()
    .min(1, M.categoryNameRequired)
    .max(CategoryNameMaxLength, M.categoryNameTooLong),
  Description: z
    .string()
    .trim()
    .max(CategoryDescriptionMaxLength, M.categoryDescriptionTooLong)
    .default(''),
  Orientation: OrientationSchema.default('L'),
  Sequence: z.number().int().min(0).max(100_000).default(0),
  Enabled: z.boolean().default(true),
  Communities: idList(M.communityRequired),
  Roles: idList(M.roleRequired),
  /** Fields to add or change with the category; fields not listed stay as they are. */
  Fields: z.array(CustomFieldInputSchema).max(500).default([]),
});

export const CustomFieldValueSchema = z.object({
  CustomFieldId: z.number(),
  Name: z.string(),
  FieldType: CustomFieldTypeCodeSchema,
  Regex: z.string().nullable(),
  ValidValues: z.array(z.object({ Value: z.string() })),
  /** The stored value in its canonical form (cents for currency, YYYY-MM-DD for dates). */
  Value: z.string().nullable(),
});

export const AgentCustomValuesSchema = z.object({
  AgentId: z.number(),
  AgentTypeGroupId: z.number().nullable(),
  CanEdit: z.boolean(),
  Groups: z.array(
    z.object({
      CustomFieldGroupId: z.number(),
      Name: z.string(),
      Description: z.string(),
      Orientation: OrientationSchema,
      Sequence: z.number(),
      Fields: z.array(CustomFieldValueSchema),
    }),
  ),
});
export type AgentCustomValues = z.infer<typeof AgentCustomValuesSchema>;

const importBody = z.strictObject({
  communityAgentId: z.number().int().positive(),
  FileName: z.string().trim().min(1).max(255),
  /** The file (CSV or .xlsx) in base64, as the /Import calls carry it; the body is capped at 1 MB. */
  FileContent: z.string().min(1).max(1_000_000),
});

export const CustomFieldImportRowSchema = z.object({
  RowNumber: z.number(),
  AgentId: z.number().nullable(),
  AccountNumber: z.string().nullable(),
  AgentName: z.string().nullable(),
  CategoryName: z.string().nullable(),
  FieldName: z.string(),
  CustomFieldId: z.number().nullable(),
  /** The value as stored (canonical), or null when the row clears the field. */
  Value: z.string().nullable(),
  /** The value as shown. */
  DisplayValue: z.string(),
  Errors: z.array(z.string()),
});
export type CustomFieldImportRow = z.infer<typeof CustomFieldImportRowSchema>;

export const customFields = {
  GetGroups: endpoint({
    method: 'GET',
    path: '/api/CustomField/GetGroups',
    summary:
      'Custom field categories with their fields, optionally of one community or agent type group',
    access: { claim: 'maintainuser', level: 'read' },
    query: z.strictObject({
      communityAgentId: optionalIdParam,
      agentTypeGroupId: optionalIdParam,
    }),
    response: z.array(CustomFieldGroupSchema),
  }),
  GetGroup: endpoint({
    method: 'GET',
    path: '/api/CustomField/GetGroup',
    summary: 'One custom field category with its fields, communities and roles',
    access: { claim: 'maintainuser', level: 'read' },
    query: z.strictObject({ customFieldGroupId: idParam }),
    response: CustomFieldGroupSchema,
  }),
  SaveGroup: endpoint({
    method: 'POST',
    path: '/api/CustomField/SaveGroup',
    summary:
      'Create a category (no CustomFieldGroupId) or change one, with fields to add or change',
    access: { claim: 'maintainuser', level: 'update' },
    body: SaveCustomFieldGroupBody,
    response: CustomFieldGroupSchema,
  }),
  DeleteGroup: endpoint({
    method: 'DELETE',
    path: '/api/CustomField/DeleteGroup/:customFieldGroupId',
    summary: 'Remove a category that has no fields left',
    access: { claim: 'maintainuser', level: 'update' },
    params: z.strictObject({ customFieldGroupId: idParam }),
    response: SuccessResponse,
  }),
  SaveField: endpoint({
    method: 'POST',
    path: '/api/CustomField/SaveField',
    summary: 'Add a field to a category (no CustomFieldId) or change one',
    access: { claim: 'maintainuser', level: 'update' },
    body: CustomFieldInputSchema.extend({ CustomFieldGroupId: z.number().int().positive() }),
    response: CustomFieldGroupSchema,
  }),
  DeleteField: endpoint({
    method: 'DELETE',
    path: '/api/CustomField/DeleteField/:customFieldId',
    summary: 'Remove a field that has no values',
    access: { claim: 'maintainuser', level: 'update' },
    params: z.strictObject({ customFieldId: idParam }),
    response: SuccessResponse,
  }),
  MoveField: endpoint({
    method: 'POST',
    path: '/api/CustomField/MoveField',
    summary: 'Move a field, with its values, to another category',
    access: { claim: 'maintainuser', level: 'update' },
    body: z.strictObject({
      CustomFieldId: z.number().int().positive(),
      TargetCustomFieldGroupId: z.number().int().positive(),
    }),
    response: CustomFieldGroupSchema,
  }),
  CountValues: endpoint({
    method: 'GET',
    path: '/api/CustomField/CountValues',
    summary: 'How many agents have a value for the field',
    access: { claim: 'maintainuser', level: 'read' },
    query: z.strictObject({ customFieldId: idParam }),
    response: z.object({ CustomFieldId: z.number(), Count: z.number() }),
  }),
  GetValues: endpoint({
    method: 'GET',
    path: '/api/CustomField/GetValues',
    summary: 'The custom fields the signed-in user sees for an agent, with the agent’s values',
    query: z.strictObject({ agentId: idParam }),
    response: AgentCustomValuesSchema,
  }),
  SaveValues: endpoint({
    method: 'POST',
    path: '/api/CustomField/SaveValues',
    summary: 'Set or clear (null) an agent’s values; each is checked by its field’s type',
    body: z.strictObject({
      agentId: z.number().int().positive(),
      Values: z
        .array(
          z.strictObject({
            CustomFieldId: z.number().int().positive(),
            Value: z.string().max(MaxMultiLineValueLength).nullable(),
          }),
        )
        .max(1000),
    }),
    response: AgentCustomValuesSchema,
  }),
  PreviewImport: endpoint({
    method: 'POST',
    path: '/api/CustomField/PreviewImport',
    summary:
      'Read a CSV or .xlsx file of values (AgentId or AccountNumber, Category, FieldName, Value) ' +
      'and check every row',
    body: importBody,
    response: z.object({
      FileName: z.string(),
      TotalRows: z.number(),
      ErrorRows: z.number(),
      Rows: z.array(CustomFieldImportRowSchema),
    }),
  }),
  Import: endpoint({
    method: 'POST',
    path: '/api/CustomField/Import',
    summary:
      'Import a CSV or .xlsx file of values when no row has an error; empty values clear the field',
    body: importBody,
    response: z.object({ Saved: z.number(), Cleared: z.number() }),
  }),
};
