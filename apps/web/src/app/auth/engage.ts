import { engage } from '@hoa/contract';
import { api } from '../api';
import { showError } from '../toasts';

/**
 * Opens the engagement site signed in: a tab is opened at once (a tab opened after the answer
 * would be blocked as a pop-up) and sent to the signed 5-minute link the server makes.
 */
export async function openEngage(): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const link = await api.call(engage.GenerateSSO);
    if (tab) {
      tab.opener = null;
      tab.location.href = link.Url;
    } else {
      window.location.href = link.Url;
    }
  } catch (error) {
    tab?.close();
    showError(error);
  }
}
