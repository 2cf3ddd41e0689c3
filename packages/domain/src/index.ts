export * from './messages';
export * from './accounts';
export * from './money';
export * from './dates';
export * from './permissions';
export * from './feature-flags';
export * from './static-data';
export * from './setup-wizards';
export * from './community-setup';
export * from './codes-setup';
export * from './imports';
export * from './csv';
export * from './custom-fields';
export * from './map';
export * from './profiles';
export * from './notes';
export * from './activity-feed';
export * from './ledger';
export * from './committees';
export * from './banks';
export * from './attachments';
export * from './search';
export * from './gl-accounts';
export * from './journal-entry';
export * from './year-close';
export * from './gl-history';
export * from './journal-entry-import';
export * from './budgets';
export * from './financial-statements';
export * from './financial-reports';
export * from './receivables';
export * from './payables';
export * from './resale';
export * from './bank-files';
export * from './text';
export * from './bank-statements';
export * from './bank-reconciliation';
export * from './banking';
export * from './banking/bank-services';
export * from './banking/validation-export';
export * from './coupons';
export * from './error-codes';
export * from './file-types';
export * from './communications';
// Four names are in both static-data and communications; the communications rules' own
// (TemplateTypeId.CCR_Letter, TemplateTypes with their Module) are the package's.
export {
  MailroomDeliveryOptions,
  TemplateTypeId,
  TemplateTypes,
  type TemplateType,
} from './communications';
