import { contract } from '@hoa/contract';
import { PostDateValidationDays } from '@hoa/domain';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { api } from '../../app/api';
import { showError } from '../../app/toasts';

function confirmDate(message: string): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: 'Post Date',
      size: 'sm',
      centered: true,
      children: message,
      labels: { confirm: 'Use this date', cancel: 'Cancel' },
      onConfirm: () => {
        resolve(true);
      },
      onCancel: () => {
        resolve(false);
      },
    });
  });
}

/**
 * Post date validation from the server, called with 60 (spec 2 §7, §9): a refusal marks the date
 * invalid with the server's errorMessage; a date more than 60 days from today asks first.
 */
export function usePostDateCheck(communityAgentId: number) {
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  /** Whether the date may be used: valid, or confirmed by the user. */
  async function check(postDate: string): Promise<boolean> {
    setChecking(true);
    try {
      const result = await api.call(contract.journalEntries.ValidatePostDate, {
        body: { communityAgentId, postDate, days: PostDateValidationDays, allowConfirm: true },
      });
      setProblem(result.errorMessage);
      if (result.errorMessage) return true;
      return result.ConfirmMessage ? await confirmDate(result.ConfirmMessage) : true;
    } catch (error) {
      showError(error);
      return true;
    } finally {
      setChecking(false);
    }
  }

  return { problem, checking, check, clear: () => setProblem(null) };
}
