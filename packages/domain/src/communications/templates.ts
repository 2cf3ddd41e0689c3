// Templates (spec 3 §3 'Templates', §5 'Templates', §8, §9; spec 1 §4 template types).

import { TemplateTypeId, TemplateTypes } from '../static-data/other-enums';

export type TemplateTypeIdValue = (typeof TemplateTypeId)[keyof typeof TemplateTypeId];

/** The module that sends each template type. */
export const TemplateTypeModules: Readonly<Record<TemplateTypeIdValue, string>> = {
  [TemplateTypeId.Letter]: 'Owner letters',
  [TemplateTypeId.Check]: 'Payables checks',
  [TemplateTypeId.Vendor]: 'Vendor letters',
  [TemplateTypeId.CcrLetter]: 'Violations',
  [TemplateTypeId.ArcLetter]: 'Architectural',
};

export function templateTypeName(id: number): string {
  return TemplateTypes.find((t) => t.TopsTemplateTypeId === id)?.TemplateTypeName ?? 'Letter';
}

/** Mailroom delivery options (spec 3 §3; names in MailroomDeliveryOptions of the static data). */
export const MailroomDeliveryOptionId = { FirstClass: 1, Certified: 2, Both: 3 } as const;

/**
 * How the company's letters are laid out for their envelope (GetTemplateFormatSetting's
 * LetterFormat): a #10 double-window envelope shows the return address printed on the letter in
 * its upper window; a single-window envelope carries the return address itself, so the letter
 * prints only the recipient's, in the same lower window.
 */
export const LetterFormatId = { DoubleWindow: 1, SingleWindow: 2 } as const;
export type LetterFormatIdValue = (typeof LetterFormatId)[keyof typeof LetterFormatId];
const defaultLetterFormat = {
  LetterFormatId: LetterFormatId.DoubleWindow,
  Name: '#10 double window envelope',
  PrintsReturnAddress: true,
} as const;
export const LetterFormats: readonly {
  readonly LetterFormatId: LetterFormatIdValue;
  readonly Name: string;
  readonly PrintsReturnAddress: boolean;
}[] = [
  defaultLetterFormat,
  {
    LetterFormatId: LetterFormatId.SingleWindow,
    Name: '#10 single window envelope',
    PrintsReturnAddress: false,
  },
];

/** The letter format of an id (an unknown id: the double window, the default). */
export function letterFormatOf(letterFormatId: number): (typeof LetterFormats)[number] {
  return LetterFormats.find((f) => f.LetterFormatId === letterFormatId) ?? defaultLetterFormat;
}

export interface TemplateOptions {
  IsColor: boolean;
  IsDoubleSided: boolean;
  MailroomDeliveryOption: number;
  IncludeReturnEnvelope: boolean;
  PrepaidReturnPostage: boolean;
}

/** Unchecking include return envelope clears prepaid return postage (spec 3 §5). */
export function normalizeTemplateOptions(options: TemplateOptions): TemplateOptions {
  return options.IncludeReturnEnvelope ? options : { ...options, PrepaidReturnPostage: false };
}

/** Template file name (without extension) at most 45 characters (spec 3 §9). */
export const MaxTemplateFileNameLength = 45;

/** Template search shows results after more than 1 character (spec 3 §5). */
export const MinTemplateSearchLength = 2;

export const TemplateMessages = {
  loadFailed: 'The letter templates could not be loaded - please try again in a moment.',
  incompatibleMergeCodes:
    'Incompatible merge codes in the document. Please edit the document and try again.',
  uploaded: 'Template Uploaded Successfully',
  fileNameTooLong: 'The uploaded file name cannot exceed the maximum length of 45 characters.',
  notWord: 'The template must be a Word document (.docx).',
  malformed: 'The template could not be read as a Word document. Please save it again as .docx.',
  noTemplate: 'Template not found.',
  partNotJson: 'template: must be JSON.',
  systemReadOnly:
    'A system template cannot be replaced or removed; upload a company template instead.',
  collectionNotDefault:
    'A template with collection merge codes is chosen in the collection settings, not as a default.',
} as const;

/** '{file} already exists as a {type} Template. Please upload the template with a unique name.' */
export function duplicateTemplateNameMessage(file: string, typeName: string): string {
  return `${file} already exists as a ${typeName} Template. Please upload the template with a unique name.`;
}

/** A field of UpdateAndReplaceTemplate's template part that is wrong: 'template.Name: …'. */
export function templatePartProblem(field: string, problem: string): string {
  return `template.${field}: ${problem}`;
}

/** The file name without its extension: what the 45-character rule and the template name use. */
export function templateBaseName(fileName: string): string {
  const base = fileName.replace(/^.*[\\/]/, '');
  const dot = base.lastIndexOf('.');
  return (dot > 0 ? base.slice(0, dot) : base).trim();
}

/** The 45-character rule's message for a file name, else null. */
export function templateFileNameProblem(fileName: string): string | null {
  return templateBaseName(fileName).length > MaxTemplateFileNameLength
    ? TemplateMessages.fileNameTooLong
    : null;
}

/** A search term is used only when it has more than 1 character. */
export function templateSearchTerm(name: string | undefined): string | null {
  const trimmed = (name ?? '').trim();
  return trimmed.length >= MinTemplateSearchLength ? trimmed : null;
}

export interface SystemTemplate {
  readonly TopsTemplateTypeId: TemplateTypeIdValue;
  /** Its name, which no company template may take: it tells the system templates apart. */
  readonly Name: string;
  readonly RequiresOwner: boolean;
  /** The default of its type for a community that chose none (one per type). */
  readonly IsTypeDefault: boolean;
}

/** The collection letter of collection runs when the community's settings choose none. */
export const SystemCollectionTemplateName = 'Default Collection Letter';

/**
 * The product's own templates, which every company has from its first day: one of each type,
 * its default, and the collection letter (a Letter).
 */
export const SystemTemplates: readonly SystemTemplate[] = [
  {
    TopsTemplateTypeId: TemplateTypeId.Letter,
    Name: 'Default Letter',
    RequiresOwner: true,
    IsTypeDefault: true,
  },
  {
    TopsTemplateTypeId: TemplateTypeId.Check,
    Name: 'Default Check Letter',
    RequiresOwner: false,
    IsTypeDefault: true,
  },
  {
    TopsTemplateTypeId: TemplateTypeId.Vendor,
    Name: 'Default Vendor Letter',
    RequiresOwner: false,
    IsTypeDefault: true,
  },
  {
    TopsTemplateTypeId: TemplateTypeId.CcrLetter,
    Name: 'Default CCR Letter',
    RequiresOwner: true,
    IsTypeDefault: true,
  },
  {
    TopsTemplateTypeId: TemplateTypeId.ArcLetter,
    Name: 'Default ARC Letter',
    RequiresOwner: true,
    IsTypeDefault: true,
  },
  {
    TopsTemplateTypeId: TemplateTypeId.Letter,
    Name: SystemCollectionTemplateName,
    RequiresOwner: true,
    IsTypeDefault: false,
  },
];
