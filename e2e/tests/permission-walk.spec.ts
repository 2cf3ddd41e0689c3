import { expect, test } from './server-fixture';
import { walkAsUser } from './permission-walk';

// Issue 18: buttons follow permissions. Each demo user without every permission walks every screen
// their navigation offers: no screen's loading and no action it shows is refused by the server.
for (const userName of ['accountant', 'manager', 'board', 'treasurer']) {
  test(`every screen ${userName} can open loads and offers only what the server accepts`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    expect(await walkAsUser(page, userName)).toEqual([]);
  });
}
