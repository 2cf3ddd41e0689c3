import { expect, test } from './server-fixture';
import { walkAsUser } from './permission-walk';

// Issue 18: buttons follow permissions. Each demo user without every permission walks every screen
// their navigation offers: no screen's loading and no action it shows is refused by the server.
// The staff users are shown actions of checked calls (at least this many); the board users, whose
// role only approves invoices, may be shown none.
const shownChecked = { accountant: 10, manager: 10, board: 0, treasurer: 0 };
for (const [userName, atLeast] of Object.entries(shownChecked)) {
  test(`every screen ${userName} can open loads and offers only what the server accepts`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const walked = await walkAsUser(page, userName);
    expect(walked.refused).toEqual([]);
    expect(walked.probed).toBeGreaterThanOrEqual(atLeast);
  });
}
