// What the AP inbox and its approval chains say (spec 2 §5 'Invoices and approvals', §8 'AP
// toasts'); spec texts verbatim, the others written for the user.
export const ApprovalMessages = {
  rejectionReasonRequired: 'A reason for rejection is required.',
  onlyPdfPreview: 'Only PDF attachments can be previewed.',
  noAttachment: 'No attachment was found.',
  enteredByCannotApprove: 'The user who entered an invoice cannot approve it.',
  alreadyApproved: 'You have already approved this invoice in its current approval group.',
  notAnApprover: 'You are not an approver of the current approval group of this invoice.',
  notInApproval: 'The invoice is not awaiting approval.',
  notInStage: (stage: 'internal' | 'board') =>
    stage === 'board'
      ? 'The invoice is not in board approval.'
      : 'The invoice is in board approval; board-access users approve it there.',
  boardAccessOnly: 'Only board-access users approve or reject in board approval.',
  notInInbox: 'The invoice is not in the AP inbox.',
  notAnException: 'The invoice is not in the exception inbox.',
  notRejectionPending: 'The invoice is not pending rejection.',
  notOcrDraft: 'Only an OCR draft can be removed this way.',
  requiredApprovalsRange: 'A group needs between 1 and 20 required approvals.',
  requiredApprovalsOverMembers: 'A group cannot require more approvals than it has members.',
  boardMembersOnly: 'Board groups take only users with a board role.',
  levelNotNegative: 'A level cannot be negative.',
  noApproversToNotify: 'The group has no approvers to notify.',
  // Toasts of spec 2 §8.
  resubmitted: (itemId: number) => `AP ${itemId} was resubmitted`,
  wasAccepted: 'was accepted',
  wasApproved: 'was approved',
  wasNotAccepted: 'was not accepted',
  wasNotApproved: 'was not approved',
  invoiceRejected: 'Invoice rejected',
  invoiceRemoved: 'Invoice removed',
  rejectedSuccessfully: 'Invoice was Rejected Successfully',
  draftSaved: 'Draft Invoice was Saved Successfully',
} as const;
