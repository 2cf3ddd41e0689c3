export { lateFeesInterestRoutes } from './routes';
// The late fee (41) and interest (42) runs, registered with the charge-run framework.
export { interestCalculator } from './interest-calculator';
export { lateFeeCalculator } from './late-fee-calculator';
// Code lists and checks shared with collections.
export { communityCodes, idArray, requireCommunityCodes, typeIn } from './settings-codes';
