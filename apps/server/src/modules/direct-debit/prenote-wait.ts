import type { PrenoteWait } from '@hoa/contract';
import { firstLiveEntryDate, formatDate, PrenoteWaitBankingDays, type IsoDate } from '@hoa/domain';
import { appError } from '../../http/errors';
import type { PlannedEntry } from './write-run';

/** A planned entry with what the prenote wait needs: its account's prenote date and its owner. */
export interface WaitingCandidate extends PlannedEntry {
  /** The effective date of the run that prenoted the enrollment's account; null before one. */
  prenoteEffectiveDate: IsoDate | null;
  ownerName: string;
}

/**
 * NACHA's prenote wait: a live entry to an account goes out only when its effective date is at
 * least 3 banking days after the effective date of the account's prenote. The entries that must
 * wait are left out of the run (their owners stay due and the next run takes them) and reported
 * with the first date they can be debited; prenotes and the other entries go ahead.
 */
export function holdForPrenoteWait<T extends WaitingCandidate>(
  planned: readonly T[],
  effectiveDate: IsoDate,
): { ready: T[]; waits: PrenoteWait[] } {
  const ready: T[] = [];
  const waits: PrenoteWait[] = [];
  for (const entry of planned) {
    const from = entry.prenoteEffectiveDate && firstLiveEntryDate(entry.prenoteEffectiveDate);
    if (!entry.isPrenote && from && from > effectiveDate)
      waits.push({
        OwnerAgentId: entry.ownerAgentId,
        OwnerName: entry.ownerName,
        PrenoteEffectiveDate: entry.prenoteEffectiveDate ?? '',
        FirstDebitDate: from,
      });
    else ready.push(entry);
  }
  return { ready, waits };
}

const named = (waits: readonly PrenoteWait[]) => {
  const shown = waits
    .slice(0, 3)
    .map((w) => `${w.OwnerName} until ${formatDate(w.FirstDebitDate)}`);
  return waits.length > 3 ? `${shown.join(', ')} and ${waits.length - 3} more` : shown.join(', ');
};

/** The refusal of a run whose every due entry waits for its prenote. */
export function allWaitingForPrenote(waits: readonly PrenoteWait[], effectiveDate: IsoDate) {
  const first = waits.reduce((min, w) => (w.FirstDebitDate < min ? w.FirstDebitDate : min), '9999');
  return appError(
    'DirectDebitAllWaitingForPrenote',
    effectiveDate,
    PrenoteWaitBankingDays,
    named(waits),
    first,
  );
}

/** A retry to an account whose prenote is missing or too recent is refused, naming the owner. */
export function requirePrenoteWaitOver(
  entries: readonly WaitingCandidate[],
  effectiveDate: IsoDate,
): void {
  const unprenoted = entries.find((e) => e.prenoteEffectiveDate === null);
  if (unprenoted) throw appError('DirectDebitNoPrenoteYet', unprenoted.ownerName);
  const { waits } = holdForPrenoteWait(entries, effectiveDate);
  const [wait] = waits;
  if (wait)
    throw appError(
      'DirectDebitPrenoteWait',
      wait.OwnerName,
      PrenoteWaitBankingDays,
      wait.PrenoteEffectiveDate,
      wait.FirstDebitDate,
    );
}
