import { describe, expect, it } from 'vitest';
import {
  canEditTransactionComment,
  commentAction,
  initialNoteStatus,
  isNoteTxnType,
  isTaskOpen,
  NoteMessages,
  noteTxnTypeName,
} from './notes';

describe('notes and tasks', () => {
  it('has the spec message for a missing subject', () => {
    expect(NoteMessages.subjectRequired).toBe('Subject is required.');
  });

  it('knows the two note item types, 64 comment and 65 task', () => {
    expect([63, 64, 65, 66].filter(isNoteTxnType)).toEqual([64, 65]);
    expect(noteTxnTypeName(64)).toBe('Note');
    expect(noteTxnTypeName(65)).toBe('Task');
  });

  it('opens a task (10) and stores a comment complete (5)', () => {
    expect(initialNoteStatus(65)).toBe(10);
    expect(initialNoteStatus(64)).toBe(5);
    expect(isTaskOpen(10)).toBe(true);
    expect(isTaskOpen(5)).toBe(false);
  });

  it('lets a transaction comment change only on status 3 or 4', () => {
    const editable = [1, 2, 3, 4, 5, 9, 10, 13, 16, 21].filter(canEditTransactionComment);
    expect(editable).toEqual([3, 4]);
  });

  it('saves a comment only when changed, marks a stored one deleted and drops a new one', () => {
    const saved = { Subject: 'Called owner', Description: 'Left a message' };
    expect(commentAction(saved, { ...saved, IsDeleted: false })).toBe('none');
    expect(commentAction(saved, { ...saved, Description: 'Spoke', IsDeleted: false })).toBe('save');
    expect(commentAction(saved, { ...saved, IsDeleted: true })).toBe('save');
    expect(commentAction(null, { Subject: 'New', Description: '', IsDeleted: true })).toBe('drop');
    expect(commentAction(null, { Subject: ' ', Description: '', IsDeleted: false })).toBe('none');
    expect(commentAction(null, { Subject: 'New', Description: '', IsDeleted: false })).toBe('save');
  });
});
