// What other features use of this one; they import it only from here (eslint.config.js).
export {
  accrueCall,
  ChargeRunNotOffered,
  ChargeRunTypes,
  useChargeRunOffered,
} from './charge-run-types';
export {
  accrueCollectionRun,
  type OnRequestProgress,
  type RequestProgress,
  requestProgressText,
} from './collection-requests';
