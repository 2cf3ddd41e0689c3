import type { IsoDate } from '@hoa/domain';
import { DateText } from './date-text';
import { Fact } from './fact';

/**
 * The facts every request (general or architectural) shows in its facts grid: its owner, the days
 * it was received and is due, and the day it ended (`endLabel`: closed, decided).
 */
export function RequestOwnerAndDays({
  request,
  endLabel,
  endDate,
}: {
  request: { OwnerName: string | null; ReceivedDate: IsoDate; DueDate: IsoDate | null };
  endLabel: string;
  endDate: IsoDate | null;
}) {
  return (
    <>
      <Fact label="Owner">{request.OwnerName ?? '—'}</Fact>
      <Fact label="Received">
        <DateText value={request.ReceivedDate} />
      </Fact>
      <Fact label="Due">
        <DateText value={request.DueDate} />
      </Fact>
      <Fact label={endLabel}>
        <DateText value={endDate} />
      </Fact>
    </>
  );
}
