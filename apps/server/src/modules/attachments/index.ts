export { attachmentRoutes } from './routes';
export { acceptMultipart } from './multipart-body';
export { checkUpload, runUpload } from './upload';
export { requireAgentAttachmentOwners, requireBankAccount } from './access';
