import { expect, type Page } from '@playwright/test';
import { sessionToken } from './sign-in-helper';

const pad = (n: number) => String(n).padStart(2, '0');

/** Today as the API writes days (YYYY-MM-DD), in the browser's and server's local time. */
function isoDay(day = new Date()): string {
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/**
 * Posts a journal entry of today through the API as the page's user: one debit and one credit
 * line, the accounts given by number; the entry's item id.
 */
export async function postJournalEntry(
  page: Page,
  communityAgentId: number,
  entry: { debit: string; credit: string; cents: number; reference: string; description: string },
): Promise<number> {
  const headers = { authorization: `Bearer ${await sessionToken(page)}` };
  const accounts = (await (
    await page.request.get(
      `/api/GeneralLedger/SearchAccounts?communityAgentId=${communityAgentId}&take=100`,
      { headers },
    )
  ).json()) as { TopsAccountId: number; AccountNumber: string }[];
  const id = (number: string) => accounts.find((a) => a.AccountNumber === number)?.TopsAccountId;
  const response = await page.request.post('/api/JournalEntry/SaveJournalEntry', {
    headers,
    data: {
      CommunityAgentId: communityAgentId,
      PostDate: isoDay(),
      Reference: entry.reference,
      Description: entry.description,
      IsPosted: true,
      Transactions: [
        { AccountId: id(entry.debit), Amount_Debit: entry.cents },
        { AccountId: id(entry.credit), Amount_Credit: entry.cents },
      ],
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { TopsItemId: number }).TopsItemId;
}
