export { ccrRoutes } from './routes';
// The feed's close of a management item of type 37 closes the violation (spec 3 §4).
export { closeViolation } from './close-ccr-record-via-tops-item-id';
export { runViolationLadder, type LadderRun } from './run-violation-ladder';
// Inspection batches (ccr-batches) accrue their entries as records and move their photos.
export { createCcrRecord } from './add-ccr-record';
export { recordCcrPhoto } from './add-ccr-record-photo';
// The CCR reports count the fines that still stand.
export { standingFinesSql } from './violation-fines';
