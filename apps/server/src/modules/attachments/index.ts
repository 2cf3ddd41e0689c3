export { attachmentRoutes } from './routes';
export { acceptMultipart } from './multipart-body';
export { checkUpload, runUpload, type UploadFields } from './upload';
export {
  requireAgent,
  requireAgentAttachmentOwners,
  requireBankAccount,
  requireItemParty,
} from './access';
export { linkToItemAgent } from './create-item-agent-attachment';
export { selectItemAgentAttachments, withoutCheck } from './queries';
export { contentDisposition, sendStoredAttachment } from './download';
