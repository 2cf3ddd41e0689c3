import { FileTypes, MaxTemplateFileNameLength, UnlimitedTake } from '@hoa/domain';
import { z } from 'zod';
import { endpoint } from '../endpoint';
import { booleanParam, entityId, idParam, optionalIdParam } from '../fields';
import { UploadedFileSchema } from './attachments';

// Templates (spec 3 §3 'Templates', §5, §7 'Templates', §8; spec 1 §7.3): Word documents with
// merge codes, the product's system template of each type and the company's own, linked to
// communities with a default per type. Reading them needs the communications claim at read;
// uploading, options and links at create or update.

const templateTypeIdField = z.coerce.number().int().min(1).max(5);

export const TemplateOptionsSchema = z.object({
  IsColor: z.boolean(),
  IsDoubleSided: z.boolean(),
  /** 1 first class, 2 certified, 3 both. */
  MailroomDeliveryOption: z.number().int().min(1).max(3),
  IncludeReturnEnvelope: z.boolean(),
  PrepaidReturnPostage: z.boolean(),
});

export const TemplateSchema = TemplateOptionsSchema.extend({
  TopsTemplateId: z.number(),
  TopsTemplateTypeId: z.number(),
  TemplateTypeName: z.string(),
  Name: z.string(),
  IsSystem: z.boolean(),
  FileName: z.string().nullable(),
  FileSizeBytes: z.number(),
  MergeCodes: z.array(z.string()),
  /** Every recipient must be an owner ('Template requires Owner'). */
  RequiresOwner: z.boolean(),
  /** With agentId: the community uses it (linked), and it is the community's default of its type. */
  IsLinked: z.boolean(),
  IsDefault: z.boolean(),
  UpdatedAt: z.string(),
});
export type Template = z.infer<typeof TemplateSchema>;

const templateList = z.object({ TotalCount: z.number(), Templates: z.array(TemplateSchema) });

export const MergeCodeSchema = z.object({
  Code: z.string(),
  Group: z.string(),
  Description: z.string(),
});

const LetterFormatChoiceSchema = z.object({
  LetterFormatId: z.number(),
  Name: z.string(),
  /** Whether the letter prints the return address (in the envelope's upper window). */
  PrintsReturnAddress: z.boolean(),
});

/** The company's letter format and the formats it may choose from. */
export const LetterFormatSettingSchema = z.object({
  LetterFormat: LetterFormatChoiceSchema,
  Formats: z.array(LetterFormatChoiceSchema),
});
export type LetterFormatSetting = z.infer<typeof LetterFormatSettingSchema>;

const read = { claim: 'communications', level: 'read' } as const;

export const templates = {
  GetAllTemplates: endpoint({
    method: 'GET',
    path: '/api/Template/GetAllTemplates',
    summary:
      'The company’s templates and the system templates, filtered by type, system or not, and name (searched after more than 1 character); with agentId, whether that community uses each',
    access: read,
    query: z.strictObject({
      agentId: optionalIdParam,
      topsTemplateTypeId: templateTypeIdField.optional(),
      isSystem: booleanParam.optional(),
      name: z.string().max(100).optional(),
      topsTemplateId: optionalIdParam,
      skip: z.coerce.number().int().min(0).default(0),
      take: z.coerce.number().int().min(1).max(UnlimitedTake).default(50),
    }),
    response: templateList,
  }),
  GetTemplates: endpoint({
    method: 'GET',
    path: '/api/Template/GetTemplates',
    summary:
      'The templates a community may send: the system templates and those linked to it, its defaults first',
    access: read,
    query: z.strictObject({
      communityAgentId: idParam,
      topsTemplateTypeId: templateTypeIdField.optional(),
    }),
    response: z.array(TemplateSchema),
  }),
  GetByModule: endpoint({
    method: 'GET',
    path: '/api/Template/GetByModule',
    summary:
      'The templates of one module (template type name: Letter, Check, Vendor, CCR_Letter, ARC_Letter) a community may send, its default first',
    access: read,
    query: z.strictObject({
      module: z.enum(['Letter', 'Check', 'Vendor', 'CCR_Letter', 'ARC_Letter']),
      cmtyId: idParam,
    }),
    response: z.array(TemplateSchema),
  }),
  GetAdminTemplates: endpoint({
    method: 'GET',
    path: '/api/Template/GetAdminTemplates',
    summary: 'The company’s own templates (not the system ones), with agentId’s links',
    access: read,
    query: z.strictObject({
      agentId: optionalIdParam,
      skip: z.coerce.number().int().min(0).default(0),
      take: z.coerce.number().int().min(1).max(UnlimitedTake).default(UnlimitedTake),
    }),
    response: templateList,
  }),
  GetCheckTemplates: endpoint({
    method: 'GET',
    path: '/api/Template/GetCheckTemplates',
    summary: 'The check templates (type Check)',
    access: read,
    response: z.array(TemplateSchema),
  }),
  getActiveTemplateTypes: endpoint({
    method: 'GET',
    path: '/api/Template/getActiveTemplateTypes',
    summary: 'The template types, with the module each serves',
    access: read,
    response: z.array(
      z.object({ TopsTemplateTypeId: z.number(), Name: z.string(), Module: z.string() }),
    ),
  }),
  GetMergeCodes: endpoint({
    method: 'GET',
    path: '/api/Template/GetMergeCodes',
    summary:
      'The merge codes a template of the type may use (every type without one), custom field codes included; format=xlsx downloads them',
    access: read,
    download: [FileTypes.Xlsx, 'application/json'],
    query: z.strictObject({
      topsTemplateTypeId: templateTypeIdField.optional(),
      format: z.enum(['xlsx']).optional(),
    }),
    response: z.array(MergeCodeSchema),
  }),
  DownloadTemplate: endpoint({
    method: 'GET',
    path: '/api/Template/DownloadTemplate/:id',
    summary: 'The template’s Word document, to edit in Word and upload again',
    access: read,
    download: [FileTypes.Docx],
    params: z.strictObject({ id: idParam }),
    response: z.unknown(),
  }),
  PreviewTemplate: endpoint({
    method: 'GET',
    path: '/api/Template/PreviewTemplate',
    summary:
      'The template merged for one owner (or a sample owner without ownerAgentId) as PDF (default) or Word',
    access: read,
    download: [FileTypes.Pdf, FileTypes.Docx],
    query: z.strictObject({
      topsTemplateId: idParam,
      communityAgentId: idParam,
      ownerAgentId: optionalIdParam,
      format: z.enum(['pdf', 'docx']).default('pdf'),
    }),
    response: z.unknown(),
  }),
  UpdateAndReplaceTemplate: endpoint({
    method: 'POST',
    path: '/api/Template/UpdateAndReplaceTemplate',
    summary:
      'Uploads a Word template (multipart/form-data: template as JSON text, templateFile the .docx): a new one without TopsTemplateId, else replaces that one’s document',
    access: { claim: 'communications', level: 'create' },
    body: z.strictObject({
      /** JSON: { TopsTemplateId?, TopsTemplateTypeId, Name? }. */
      template: z.string().max(4000),
      templateFile: UploadedFileSchema,
    }),
    response: z.object({ Message: z.string(), Template: TemplateSchema }),
  }),
  GetTemplateFormatSetting: endpoint({
    method: 'GET',
    path: '/api/Template/GetTemplateFormatSetting',
    summary:
      'The company’s letter format: the envelope its letters are laid out for (double window: the return address printed; single window: not)',
    access: read,
    response: LetterFormatSettingSchema,
  }),
  SaveTemplateFormatSetting: endpoint({
    method: 'POST',
    path: '/api/Template/SaveTemplateFormatSetting',
    summary: 'Sets the company’s letter format for every letter rendered from then on',
    access: { claim: 'communications', level: 'update' },
    body: z.strictObject({ LetterFormatId: z.number().int().min(1).max(2) }),
    response: LetterFormatSettingSchema,
  }),
  SaveTemplateOptions: endpoint({
    method: 'POST',
    path: '/api/Template/SaveTemplateOptions',
    summary:
      'Saves a template’s print options; unchecking the return envelope clears prepaid return postage',
    access: { claim: 'communications', level: 'update' },
    body: z.strictObject({
      Template: TemplateOptionsSchema.extend({ TopsTemplateId: entityId }).strict(),
    }),
    response: TemplateSchema,
  }),
  LinkTemplateToCommunity: endpoint({
    method: 'POST',
    path: '/api/Template/LinkTemplateToCommunity',
    summary:
      'Sets the company templates a community uses (system templates need no link); the others are unlinked',
    access: { claim: 'communications', level: 'update' },
    body: z.strictObject({
      templateIds: z.array(entityId).max(500),
      communityAgentId: entityId,
    }),
    response: z.array(TemplateSchema),
  }),
  RemoveTemplate: endpoint({
    method: 'DELETE',
    path: '/api/Template/:id',
    summary:
      'Removes a company template (its sent letters stay); a system template cannot be removed',
    access: { claim: 'communications', level: 'delete' },
    params: z.strictObject({ id: idParam }),
    response: z.object({ success: z.literal(true) }),
  }),
};

export const communityDefaultTemplates = {
  GetCommunityDefaultTemplates: endpoint({
    method: 'GET',
    path: '/api/CommunityDefaultTemplate/Get',
    summary: 'A community’s default template of each type (the system one where none is set)',
    access: read,
    query: z.strictObject({ communityAgentId: idParam }),
    response: z.array(
      z.object({
        TopsTemplateTypeId: z.number(),
        TemplateTypeName: z.string(),
        Template: TemplateSchema,
      }),
    ),
  }),
  SaveCommunityDefaultTemplate: endpoint({
    method: 'POST',
    path: '/api/CommunityDefaultTemplate/Save',
    summary: 'Makes a template the community’s default of its type (linking it if needed)',
    access: { claim: 'communications', level: 'update' },
    body: z.strictObject({ communityAgentId: entityId, topsTemplateId: entityId }),
    response: TemplateSchema,
  }),
};

/** The template JSON part of UpdateAndReplaceTemplate. */
export const TemplateUploadSchema = z.strictObject({
  TopsTemplateId: entityId.optional(),
  TopsTemplateTypeId: z.number().int().min(1).max(5),
  Name: z.string().trim().min(1).max(MaxTemplateFileNameLength).optional(),
});
