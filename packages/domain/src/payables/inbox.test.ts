import { describe, expect, it } from 'vitest';
import { InboxState, InvoiceActionId } from '../static-data/payables-enums';
import { StatusId } from '../static-data/statuses';
import { ApprovalMessages as M } from './approval-messages';
import { checkInboxMove } from './inbox';

const at = (inboxState: number, source: string | null = null) => ({ inboxState, source });

describe('inbox moves', () => {
  it('APInbox accept submits the invoice', () => {
    expect(checkInboxMove('acceptInbox', at(InboxState.Inbox), null)).toMatchObject({
      to: 'submit',
      actionId: InvoiceActionId.Accept,
    });
  });
  it('APInbox reject needs a reason and removes the invoice', () => {
    expect(checkInboxMove('rejectInbox', at(InboxState.Inbox), ' ')).toMatchObject({
      message: M.rejectionReasonRequired,
    });
    expect(checkInboxMove('rejectInbox', at(InboxState.Inbox), 'duplicate')).toMatchObject({
      to: { inboxState: InboxState.Rejected, statusId: StatusId.Deleted },
    });
  });
  it('OCR reject removes only OCR drafts', () => {
    expect(checkInboxMove('ocrReject', at(InboxState.Exception, 'OCR'), null)).toMatchObject({
      to: { inboxState: InboxState.Rejected },
    });
    expect(checkInboxMove('ocrReject', at(InboxState.Inbox), null)).toMatchObject({
      message: M.notOcrDraft,
    });
  });
  it('ExceptionInbox accept moves to the AP inbox (state 2, status 3); reject removes', () => {
    expect(checkInboxMove('acceptException', at(InboxState.Exception), null)).toMatchObject({
      to: { inboxState: InboxState.Inbox, statusId: StatusId.Accrued },
    });
    expect(checkInboxMove('rejectException', at(InboxState.Exception), null)).toMatchObject({
      to: { inboxState: InboxState.Rejected, statusId: StatusId.Deleted },
    });
    expect(checkInboxMove('acceptException', at(InboxState.Inbox), null)).toMatchObject({
      message: M.notAnException,
    });
  });
  it('RejectionsPending resubmit submits again; final reject is state 6, status 16', () => {
    expect(checkInboxMove('resubmit', at(InboxState.RejectionPending), null)).toMatchObject({
      to: 'submit',
      actionId: InvoiceActionId.Resubmit,
    });
    expect(checkInboxMove('finalReject', at(InboxState.RejectionPending), null)).toMatchObject({
      to: { inboxState: 6, statusId: 16 },
      actionId: InvoiceActionId.FinalReject,
    });
    expect(checkInboxMove('finalReject', at(InboxState.Approval), null)).toMatchObject({
      status: 409,
      message: M.notRejectionPending,
    });
  });
  it('words the resubmit toast with the item id', () => {
    expect(M.resubmitted(42)).toBe('AP 42 was resubmitted');
  });
});
