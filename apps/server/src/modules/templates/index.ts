export { templatesRoutes } from './routes';
export {
  letterSender,
  ownerLetterRecipients,
  type LetterRecipient,
  type LetterSender,
} from './merge-values';
export { templateBytes, templateSource, type TemplateSource } from './template-document';
export { loadTemplateFor, selectTemplates } from './template-rows';
