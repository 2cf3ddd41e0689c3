import { InspectionMessages as M } from '../violations/inspections';
import type { ErrorSpec } from './error-spec';

/** Violations: inspection batches (issue 20, item 5). */
export const InspectionErrors = {
  InspectionBatchNotDraft: { status: 409, message: M.notDraft },
  InspectionBatchEmpty: { status: 400, message: M.empty },
  InspectionBatchFull: { status: 400, message: M.tooManyEntries },
  InspectionEntryPhotosFull: { status: 400, message: M.tooManyPhotos },
  InspectionEntryKeyOfOtherBatch: { status: 409, message: M.keyOfOtherBatch },
  /** A row refused at accrue: 'Row 3: Description is required.' */
  InspectionBatchRowRefused: { status: 400, message: M.row },
} as const satisfies Record<string, ErrorSpec>;
