// What other features use of this one; they import it only from here (eslint.config.js).
export {
  bankAccountOptions,
  paymentOwnersQuery,
  paymentSetupQuery,
  positiveId,
} from './receipt-queries';
