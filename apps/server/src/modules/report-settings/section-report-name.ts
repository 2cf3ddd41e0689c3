import { isCatalogReportName } from '@hoa/contract';
import { CustomStatementReportName } from '@hoa/domain';
import { appError } from '../../http/errors';

/** Section settings belong to a catalogue report or to the custom financial statements. */
export function requireSectionReportName(name: string): void {
  if (!isCatalogReportName(name) && name !== CustomStatementReportName) {
    throw appError('UnknownReport', name);
  }
}
