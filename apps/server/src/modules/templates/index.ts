export { templatesRoutes } from './routes';
export {
  letterSender,
  ownerLetterRecipients,
  type LetterRecipient,
  type LetterSender,
} from './merge-values';
export { withCollectionValues } from './collection-values';
export { templateBytes, templateSource, type TemplateSource } from './template-document';
export { loadTemplateFor, usableTemplate } from './template-rows';
