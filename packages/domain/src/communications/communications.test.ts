import { describe, expect, it } from 'vitest';
import { AgentTypeId } from '../static-data/agent-types';
import { TemplateTypeId } from '../static-data/other-enums';
import {
  DeliveryMethodId,
  duplicateTemplateNameMessage,
  emailProblem,
  fillMergeCodes,
  LetterFormatId,
  letterFormatOf,
  customFieldMergeCode,
  mergeCodesForType,
  mergeCodesIn,
  MessageBatchContent,
  mergeTableRows,
  mergeTableValue,
  messageBatchOpensEditor,
  messageBatchTemplateName,
  normalizeTemplateOptions,
  printPieceCents,
  recipientDelivery,
  recipientDeliveryProblem,
  recipientRemovedMessage,
  templateBaseName,
  templateFileNameProblem,
  templateRequiresOwner,
  templateSearchTerm,
  SystemTemplates,
  unknownMergeCodes,
  usesCollectionMergeCodes,
  maskSecrets,
  MaskedSecret,
  mergeRecipientValues,
  secretMergeValues,
} from './index';

const owner = (email: string | null, preference = 1) => ({
  TopsAgentTypeId: AgentTypeId.Owner,
  EmailAddress: email,
  DeliveryPreferenceId: preference,
});

describe('merge codes', () => {
  it('finds each code once, in order of first use', () => {
    expect(mergeCodesIn('Dear {OwnerName}, you owe {Balance}. {OwnerName}')).toEqual([
      'OwnerName',
      'Balance',
    ]);
    expect(mergeCodesIn('no codes { here } or {}')).toEqual([]);
  });
  it('refuses codes that are unknown or of another module', () => {
    expect(unknownMergeCodes(['OwnerName', 'Balance'], TemplateTypeId.Letter)).toEqual([]);
    expect(unknownMergeCodes(['OwnerNme'], TemplateTypeId.Letter)).toEqual(['OwnerNme']);
    expect(unknownMergeCodes(['ViolationDescription'], TemplateTypeId.Letter)).toEqual([
      'ViolationDescription',
    ]);
    expect(unknownMergeCodes(['ViolationDescription'], TemplateTypeId.CcrLetter)).toEqual([]);
    expect(unknownMergeCodes(['OwnerName'], TemplateTypeId.Vendor)).toEqual(['OwnerName']);
  });
  it('accepts the custom field codes it is given', () => {
    const code = customFieldMergeCode('Gate Code');
    expect(code).toBe('Custom.GateCode');
    expect(unknownMergeCodes([code], TemplateTypeId.Letter, [code])).toEqual([]);
    expect(unknownMergeCodes([code], TemplateTypeId.Letter)).toEqual([code]);
  });
  it('fills codes and leaves codes without a value as written', () => {
    expect(
      fillMergeCodes('{OwnerName} owes {Balance} {X}', { OwnerName: 'Ann', Balance: '$5.00' }),
    ).toBe('Ann owes $5.00 {X}');
  });
});

describe('template rules', () => {
  it('allows 45 characters of file name without the extension', () => {
    expect(templateFileNameProblem(`${'a'.repeat(45)}.docx`)).toBeNull();
    expect(templateFileNameProblem(`${'a'.repeat(46)}.docx`)).toBe(
      'The uploaded file name cannot exceed the maximum length of 45 characters.',
    );
    expect(templateBaseName('C:\\letters\\Welcome letter.docx')).toBe('Welcome letter');
  });
  it('names the duplicate and its type', () => {
    expect(duplicateTemplateNameMessage('Welcome', 'Letter')).toBe(
      'Welcome already exists as a Letter Template. Please upload the template with a unique name.',
    );
  });
  it('clears prepaid return postage without a return envelope', () => {
    const options = {
      IsColor: false,
      IsDoubleSided: true,
      MailroomDeliveryOption: 1,
      IncludeReturnEnvelope: false,
      PrepaidReturnPostage: true,
    };
    expect(normalizeTemplateOptions(options).PrepaidReturnPostage).toBe(false);
    expect(
      normalizeTemplateOptions({ ...options, IncludeReturnEnvelope: true }).PrepaidReturnPostage,
    ).toBe(true);
  });
  it('searches only after more than 1 character', () => {
    expect(templateSearchTerm(' a ')).toBeNull();
    expect(templateSearchTerm(' ab ')).toBe('ab');
  });
});

describe('recipient delivery', () => {
  it('needs an email address for email delivery, matching the pattern', () => {
    expect(recipientDeliveryProblem(DeliveryMethodId.Email, false, owner(null))).toBe(
      'Email Address Required',
    );
    expect(recipientDeliveryProblem(DeliveryMethodId.Email, false, owner('ann@x'))).toBe(
      'ann@x is not a valid email address.',
    );
    expect(recipientDeliveryProblem(DeliveryMethodId.Email, false, owner('ann@x.com'))).toBeNull();
    expect(emailProblem('a.b+c%d_e-f@mail.example.info')).toBeNull();
    expect(emailProblem('ann@example.museum')).toBe(
      'ann@example.museum is not a valid email address.',
    );
  });
  it('needs an owner for print, smart and owner templates', () => {
    const vendor = {
      TopsAgentTypeId: AgentTypeId.Vendor,
      EmailAddress: 'v@x.com',
      DeliveryPreferenceId: 1,
    };
    expect(recipientDeliveryProblem(DeliveryMethodId.Print, false, vendor)).toBe(
      'Print Delivery requires Owner',
    );
    expect(recipientDeliveryProblem(DeliveryMethodId.Smart, false, vendor)).toBe(
      'Smart Delivery requires Owner',
    );
    expect(recipientDeliveryProblem(DeliveryMethodId.Email, true, vendor)).toBe(
      'Template requires Owner',
    );
    expect(recipientDeliveryProblem(DeliveryMethodId.Email, false, vendor)).toBeNull();
  });
  it('takes a copy of an owner’s letter to the renter as the owner’s, and a renter alone not', () => {
    const renter = {
      TopsAgentTypeId: AgentTypeId.Renter,
      EmailAddress: null,
      DeliveryPreferenceId: 1,
    };
    expect(recipientDeliveryProblem(DeliveryMethodId.Print, true, renter)).toBe(
      'Template requires Owner',
    );
    const copy = { ...renter, IsCopyOfOwnerLetter: true };
    expect(recipientDeliveryProblem(DeliveryMethodId.Print, true, copy)).toBeNull();
    expect(recipientDeliveryProblem(DeliveryMethodId.Smart, false, copy)).toBeNull();
    expect(recipientDeliveryProblem(DeliveryMethodId.Email, false, copy)).toBe(
      'Email Address Required',
    );
  });
  it('sends smart batches by the owner’s preference, by print without a valid email', () => {
    expect(recipientDelivery(DeliveryMethodId.Smart, owner('a@b.com', 2))).toBe('Email');
    expect(recipientDelivery(DeliveryMethodId.Smart, owner('a@b.com', 1))).toBe('Print');
    expect(recipientDelivery(DeliveryMethodId.Smart, owner(null, 2))).toBe('Print');
    expect(recipientDelivery(DeliveryMethodId.Print, owner('a@b.com', 2))).toBe('Print');
  });
  it('words the removal and opens the editor only while Incomplete or Updated', () => {
    expect(recipientRemovedMessage('Ann Lee')).toBe('You successfully removed Ann Lee');
    expect(messageBatchOpensEditor(13)).toBe(true);
    expect(messageBatchOpensEditor(21)).toBe(true);
    expect(messageBatchOpensEditor(5)).toBe(false);
  });
  it('names a batch by its template, or by the files it sends', () => {
    expect(messageBatchTemplateName(MessageBatchContent.Letter, 'Balance letter')).toBe(
      'Balance letter',
    );
    expect(messageBatchTemplateName(MessageBatchContent.AgentAttachments, null)).toBe(
      'Profile attachments',
    );
    expect(messageBatchTemplateName(MessageBatchContent.BankAccountAttachments, null)).toBe(
      'Bank account attachments',
    );
  });
  it('estimates a printed piece by postage and pages', () => {
    expect(printPieceCents({ pages: 1, isColor: false, mailroomDeliveryOption: 1 })).toBe(108);
    expect(printPieceCents({ pages: 2, isColor: true, mailroomDeliveryOption: 3 })).toBe(
      98 + 612 + 50,
    );
  });
});

describe('letter formats', () => {
  it('prints the return address on double-window letters only', () => {
    expect(letterFormatOf(LetterFormatId.DoubleWindow).PrintsReturnAddress).toBe(true);
    expect(letterFormatOf(LetterFormatId.SingleWindow).PrintsReturnAddress).toBe(false);
    expect(letterFormatOf(9).LetterFormatId).toBe(LetterFormatId.DoubleWindow);
  });
});

describe('templateRequiresOwner', () => {
  it('holds for owner, property and custom codes, and for violation and architectural letters', () => {
    expect(templateRequiresOwner(TemplateTypeId.Letter, ['CommunityName', 'LetterDate'])).toBe(
      false,
    );
    expect(templateRequiresOwner(TemplateTypeId.Letter, ['Balance'])).toBe(true);
    expect(templateRequiresOwner(TemplateTypeId.Letter, ['LotNumber'])).toBe(true);
    expect(templateRequiresOwner(TemplateTypeId.Letter, ['Custom.GateCode'])).toBe(true);
    expect(templateRequiresOwner(TemplateTypeId.CcrLetter, [])).toBe(true);
    expect(templateRequiresOwner(TemplateTypeId.Vendor, ['VendorName'])).toBe(false);
    expect(templateRequiresOwner(TemplateTypeId.Letter, ['PastDueBalance'])).toBe(true);
  });
});

describe('collection merge codes', () => {
  const collection = [
    'CollectionAction',
    'CollectionActionDescription',
    'CollectionCharge',
    'CollectionDate',
    'PastDueBalance',
    'BalanceByCode',
    'PaymentHistory',
  ];
  it('are allowed in Letter templates only', () => {
    expect(unknownMergeCodes(collection, TemplateTypeId.Letter)).toEqual([]);
    for (const type of [
      TemplateTypeId.Check,
      TemplateTypeId.Vendor,
      TemplateTypeId.CcrLetter,
      TemplateTypeId.ArcLetter,
    ])
      expect(unknownMergeCodes(collection, type)).toEqual(collection);
    expect(
      mergeCodesForType(TemplateTypeId.Letter)
        .filter((c) => c.Group === 'Collection')
        .map((c) => c.Code),
    ).toEqual(collection);
  });
  it('tell a collection template from another', () => {
    expect(usesCollectionMergeCodes(['OwnerName', 'CollectionCharge'])).toBe(true);
    expect(usesCollectionMergeCodes(['OwnerName', 'Balance'])).toBe(false);
  });
  it('carry tables as lines of tab-separated cells', () => {
    const value = mergeTableValue([
      ['Code', 'Description', 'Balance'],
      ['ASMT', 'Assessment\tdues', '$250.00'],
      ['', 'Total', '$250.00'],
    ]);
    expect(value).toBe(
      'Code\tDescription\tBalance\nASMT\tAssessment dues\t$250.00\n\tTotal\t$250.00',
    );
    expect(mergeTableRows(value)).toEqual([
      ['Code', 'Description', 'Balance'],
      ['ASMT', 'Assessment dues', '$250.00'],
      ['', 'Total', '$250.00'],
    ]);
    expect(mergeTableRows('No payments.')).toBeNull();
    expect(fillMergeCodes('{PaymentHistory}', { PaymentHistory: value })).toBe(value);
  });
});

describe('system templates', () => {
  it('has one default per type, and the collection letter', () => {
    const defaults = SystemTemplates.filter((t) => t.IsTypeDefault).map(
      (t) => t.TopsTemplateTypeId,
    );
    expect(defaults).toEqual([1, 2, 3, 4, 5]);
    expect(SystemTemplates.filter((t) => !t.IsTypeDefault)).toEqual([
      {
        TopsTemplateTypeId: TemplateTypeId.Letter,
        Name: 'Default Collection Letter',
        RequiresOwner: true,
        IsTypeDefault: false,
      },
    ]);
    expect(new Set(SystemTemplates.map((t) => t.Name.toLowerCase())).size).toBe(
      SystemTemplates.length,
    );
  });
});

describe('secret merge values', () => {
  const values = { OwnerName: 'Ann Lee', RegistrationCode: 'K7Q-2MX9', AccountNumber: '1001' };

  it('finds a registration code among a recipient’s values, none without one', () => {
    expect(secretMergeValues(values)).toEqual(['K7Q-2MX9']);
    expect(secretMergeValues({ OwnerName: 'Ann Lee' })).toEqual([]);
    expect(secretMergeValues(null)).toEqual([]);
  });

  it('masks each secret wherever the text carries it, and an empty one nowhere', () => {
    const sent = mergeRecipientValues('Dear {OwnerName}: code {RegistrationCode}.', values);
    expect(sent).toBe('Dear Ann Lee: code K7Q-2MX9.');
    expect(maskSecrets(sent, secretMergeValues(values))).toBe(
      `Dear Ann Lee: code ${MaskedSecret}.`,
    );
    expect(maskSecrets('K7Q-2MX9 and K7Q-2MX9', ['K7Q-2MX9', ''])).toBe(
      `${MaskedSecret} and ${MaskedSecret}`,
    );
  });
});
