export { templatesRoutes } from './routes';
export {
  letterRecipientsOf,
  letterSender,
  ownerLetterRecipients,
  type LetterRecipient,
  type LetterRecipientKey,
  type LetterSender,
} from './merge-values';
export { withCollectionValues } from './collection-values';
export { templateBytes, templateSource, type TemplateSource } from './template-document';
export { loadTemplateFor, selectTemplates, usableTemplate } from './template-rows';
