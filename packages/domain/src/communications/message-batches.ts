// Message batches (spec 3 §3 'Message batch and recipients', §4 'Message batches', §5 'Message
// batch recipient delivery', §8; item type 78, form letters 61).
import { isValidEmail } from '../profiles/contact-rules';
import { AgentTypeId } from '../static-data/agent-types';
import { DeliveryPreferenceId } from '../static-data/other-enums';
import { StatusId } from '../static-data/statuses';
import { MailroomDeliveryOptionId } from './templates';

/** How a batch delivers: print every letter, email every letter, or each owner's preference. */
export const DeliveryMethodId = { Print: 1, Email: 2, Smart: 3 } as const;
export type DeliveryMethod = (typeof DeliveryMethodId)[keyof typeof DeliveryMethodId];
export const DeliveryMethods = [
  { DeliveryMethodId: DeliveryMethodId.Print, Name: 'Print' },
  { DeliveryMethodId: DeliveryMethodId.Email, Name: 'Email' },
  { DeliveryMethodId: DeliveryMethodId.Smart, Name: 'Smart' },
] as const;

/**
 * What a batch sends: letters from a template (printed or emailed), or files already attached to
 * profiles or to a bank account, by email (spec 3 §7 AccrueEmailMessageBatchVia…Attachments).
 */
export const MessageBatchContent = {
  Letter: 'Letter',
  AgentAttachments: 'AgentAttachments',
  BankAccountAttachments: 'BankAccountAttachments',
  /** Owner portal registration emails: each recipient's code merged into the body (issue 23). */
  OwnerAccessRegistration: 'OwnerAccessRegistration',
} as const;
export type MessageBatchContentName =
  (typeof MessageBatchContent)[keyof typeof MessageBatchContent];
export const MessageBatchContents = Object.values(MessageBatchContent);

const contentLabels: Record<MessageBatchContentName, string> = {
  Letter: 'Letter',
  AgentAttachments: 'Profile attachments',
  BankAccountAttachments: 'Bank account attachments',
  OwnerAccessRegistration: 'Owner portal registration',
};

/** An email batch's subject or body with the recipient's own values for its {Code}s. */
export function mergeRecipientValues(
  text: string,
  values: Readonly<Record<string, string>> | null,
): string {
  if (!values) return text;
  return text.replace(/\{([A-Za-z]+)\}/g, (whole, code: string) => values[code] ?? whole);
}

/** The values a recipient alone may read (a registration code): staff see them masked. */
export const SecretMergeCodes: readonly string[] = ['RegistrationCode'];

/** What staff see in place of a secret (a one-time code) in a mail the outbox shows. */
export const MaskedSecret = '••••••';

/** A recipient's secret values (SecretMergeCodes) that a mail to them carries, for masking. */
export function secretMergeValues(values: Readonly<Record<string, string>> | null): string[] {
  return SecretMergeCodes.flatMap((code) => {
    const value = values?.[code];
    return value ? [value] : [];
  });
}

/** The text as staff see it: each secret it carries masked (MaskedSecret). */
export function maskSecrets(text: string, secrets: readonly string[]): string {
  return secrets.reduce(
    (shown, secret) => (secret ? shown.replaceAll(secret, MaskedSecret) : shown),
    text,
  );
}

/** What a batch's lists show as its template: the letter template's name, else what it sends. */
export function messageBatchTemplateName(content: string, templateName: string | null): string {
  return templateName ?? contentLabels[content as MessageBatchContentName] ?? content;
}

/** Files one recipient of an attachments batch may get at most. */
export const MaxAttachmentsPerRecipient = 20;

export const MessageBatchMessages = {
  emailRequired: 'Email Address Required',
  templateRequiresOwner: 'Template requires Owner',
  printRequiresOwner: 'Print Delivery requires Owner',
  smartRequiresOwner: 'Smart Delivery requires Owner',
  noRecipients: 'Select at least one owner for the message batch.',
  notEditable: 'This message batch has been released and can no longer be changed.',
  nothingToRelease: 'The message batch has no valid recipient to send to.',
  notFound: 'Message batch not found.',
  ownerNotInCommunity: 'Every recipient must be a billed owner of the batch’s community.',
  templateNotLinked: 'The template is not linked to this community.',
  letterTemplatesOnly:
    'Only letter templates are sent to chosen owners; violation and architectural letters are sent from their records.',
  collectionTemplate:
    'A template with collection merge codes is sent from a collection run (Collections, letters of the run).',
  releasing: 'The message batch is being released.',
  recipientNotFound: 'The recipient is not in this message batch.',
  noPrintFile: 'This message batch has no printed letters.',
  noLetter: 'There is no letter for this communication.',
  ownersOnly: 'Only owners have a delivery preference.',
  released: 'The message batch was released.',
  templateRequired: 'Choose a template.',
  attachmentsByEmailOnly: 'Attachments are sent by email only, without a letter template.',
  attachmentNotForRecipient:
    'An attachment goes only to the profile it is attached to or, when it is attached to the community, to its owners.',
  noAttachments: 'Select at least one attachment to send.',
  noAttachmentRecipients: 'Choose at least one owner or email address to send the files to.',
  noLetters: 'This message batch sends attachments, not letters.',
} as const;

/** '{address} is not a valid email address.' */
export function invalidEmailMessage(address: string): string {
  return `${address} is not a valid email address.`;
}

/** 'You successfully removed {recipient}' (spec 3 §8). */
export function recipientRemovedMessage(recipient: string): string {
  return `You successfully removed ${recipient}`;
}

const ownerTypes: readonly number[] = [AgentTypeId.PrimaryOwner, AgentTypeId.Owner];

export function isOwnerAgentType(topsAgentTypeId: number): boolean {
  return ownerTypes.includes(topsAgentTypeId);
}

export interface RecipientInput {
  TopsAgentTypeId: number;
  EmailAddress: string | null;
  DeliveryPreferenceId: number;
  /**
   * A copy of a billed owner's letter that the caller asked for (LetterScope): to the current
   * renter of the property. The owner the rules ask for is the one whose letter it copies.
   */
  IsCopyOfOwnerLetter?: boolean;
}

/**
 * Who gets a letter besides the billed (primary) owner at their mailing address, as a caller asks
 * (spec 3 TakeArchitecturalRequestAction's flags): a letter to each other address of the primary
 * owner, one to each other owner of the property, and one to the property's current renter.
 */
export interface LetterScope {
  isGeneratingLettersForAllPrimaryOwnerAddresses: boolean;
  isGeneratingLettersForAllOwnersInProperty: boolean;
  isGeneratingLettersForCurrentRenterAtMailingAddress: boolean;
}

/** The billed owner alone, at their mailing address. */
export const PrimaryOwnerOnly: LetterScope = {
  isGeneratingLettersForAllPrimaryOwnerAddresses: false,
  isGeneratingLettersForAllOwnersInProperty: false,
  isGeneratingLettersForCurrentRenterAtMailingAddress: false,
};

/**
 * The way one recipient is reached: the batch's method, or under Smart the owner's preference
 * (Email only with a valid address, else Print).
 */
export function recipientDelivery(
  method: DeliveryMethod,
  recipient: RecipientInput,
): 'Print' | 'Email' {
  if (method === DeliveryMethodId.Print) return 'Print';
  if (method === DeliveryMethodId.Email) return 'Email';
  const email = recipient.EmailAddress?.trim() ?? '';
  return recipient.DeliveryPreferenceId === DeliveryPreferenceId.Email && isValidEmail(email)
    ? 'Email'
    : 'Print';
}

/**
 * Why a recipient cannot be sent to (spec 3 §5), else null: a template that requires an owner,
 * Print and Smart delivery need an owner (a copy of an owner's letter to the renter has one: the
 * owner it copies); Email needs a valid address.
 */
export function recipientDeliveryProblem(
  method: DeliveryMethod,
  templateRequiresOwner: boolean,
  recipient: RecipientInput,
): string | null {
  const owner =
    isOwnerAgentType(recipient.TopsAgentTypeId) || recipient.IsCopyOfOwnerLetter === true;
  if (templateRequiresOwner && !owner) return MessageBatchMessages.templateRequiresOwner;
  if (method === DeliveryMethodId.Print && !owner) return MessageBatchMessages.printRequiresOwner;
  if (method === DeliveryMethodId.Smart && !owner) return MessageBatchMessages.smartRequiresOwner;
  if (method === DeliveryMethodId.Email) return emailProblem(recipient.EmailAddress);
  return null;
}

/** A summary recipient needs a valid email (spec 3 §5). */
export function emailProblem(address: string | null): string | null {
  const trimmed = address?.trim() ?? '';
  if (trimmed === '') return MessageBatchMessages.emailRequired;
  return isValidEmail(trimmed) ? null : invalidEmailMessage(trimmed);
}

/** Incomplete or Updated batches open the editor; others the review (spec 3 §2, §4). */
export function messageBatchOpensEditor(statusId: number): boolean {
  return statusId === StatusId.Incomplete || statusId === StatusId.Updated;
}

/** Postage and printing estimate per piece, in cents, by mailroom delivery option (dry run). */
export const PieceCostCents = {
  printFirstClass: 98,
  printCertified: 612,
  colorPage: 25,
  blackAndWhitePage: 10,
  email: 0,
} as const;

/** The estimated cost in cents of printing and mailing one letter. */
export function printPieceCents(options: {
  pages: number;
  isColor: boolean;
  mailroomDeliveryOption: number;
}): number {
  const page = options.isColor ? PieceCostCents.colorPage : PieceCostCents.blackAndWhitePage;
  const postage =
    options.mailroomDeliveryOption === MailroomDeliveryOptionId.FirstClass
      ? PieceCostCents.printFirstClass
      : options.mailroomDeliveryOption === MailroomDeliveryOptionId.Certified
        ? PieceCostCents.printCertified
        : PieceCostCents.printFirstClass + PieceCostCents.printCertified;
  return postage + page * Math.max(1, options.pages);
}
