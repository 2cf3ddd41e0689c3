export { signaturesRoutes } from './routes';
export { bankAccountSignatureImages } from './signature-image';
export { requireBankAccount } from './signature-queries';
