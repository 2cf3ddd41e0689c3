export { lateFeesInterestRoutes } from './routes';
export { readLateFeeSettings } from './get-late-fee-settings';
export { saveLateFeeSettings } from './save-late-fee-settings';
export { readInterestSettings } from './get-interest-settings';
export { saveInterestSettings } from './save-interest-settings';
