import type { Page } from '@playwright/test';
import { expect, test } from './server-fixture';

/** What the page's elements offer here (the e2e project has no DOM types). */
type Attributed = { getAttribute: (name: string) => string | null }[];
import { LocalActions } from './permission-walk-local-actions';
import { signInAs } from './sign-in-helper';

/** The labels of buttons that act (save, add, post…), as opposed to those that filter or open. */
const actionLabel =
  /^(Save|Add|New|Upload|Import|Post|Delete|Remove|Approve|Reject|Issue|Finish|Void|Run|Apply|Create|Transfer|Send|Print|Refund|Close|Reverse|Accrue|Edit|Generate|Merge|Match|Unmatch)\b/;

/** A route with its ids as ':id', the same for every demo user's community. */
const routePattern = (route: string) => route.replace(/\/\d+(?=\/|$)/g, '/:id');

/**
 * Walks every screen of the left navigation as one demo user and collects what the server refused
 * (403): a call made while a screen loads, or a call of an action the screen shows (every action
 * drawn by the MayCall widget names its calls in `data-calls`; each is sent to the server as the
 * user with an empty body, and the server checks access before it reads the input).
 */
export async function walkAsUser(
  page: Page,
  userName: string,
): Promise<{ refused: string[]; probed: number; ungated: string[] }> {
  await signInAs(page, userName);
  await expect(page).toHaveURL(/#\/community\/\d+\//);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  // The community's screens join the navigation once its community is open.
  await expect(nav.locator('a[href*="#/community/"]').first()).toBeAttached();
  const routes = await nav
    .locator('a[href^="#/"]')
    .evaluateAll((links: Attributed) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(routes.length).toBeGreaterThan(3);
  if (process.env.WALK_LIST_UNGATED) console.log(`ROUTES ${userName} ${routes.join(' ')}`);

  const refused: string[] = [];
  const ungated: string[] = [];
  let screen = '';
  let inFlight = 0;
  // Every request counts, the lazy screens' scripts too: a screen has loaded when none is left.
  page.on('request', () => {
    inFlight += 1;
  });
  const done = () => {
    inFlight -= 1;
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  page.on('response', (r) => {
    if (r.status() === 403 && r.url().includes('/api/'))
      refused.push(
        `${screen}: loading called ${r.request().method()} ${new URL(r.url()).pathname}`,
      );
  });

  const probed = new Map<string, number>();
  const csrf = (await page.context().cookies()).find((c) => c.name === 'hoa_csrf')?.value ?? '';
  for (const route of routes) {
    screen = route;
    await page.goto(`/${route}`);
    for (let quiet = 0; quiet < 3;) {
      await page.waitForTimeout(100);
      const busy = inFlight > 0 || (await page.locator('main [aria-busy="true"]').count()) > 0;
      quiet = busy ? 0 : quiet + 1;
    }
    const calls = await page
      .locator('[data-calls]')
      .evaluateAll((found: Attributed) =>
        found.flatMap((e) => (e.getAttribute('data-calls') ?? '').split(' | ')),
      );
    for (const call of new Set(calls)) {
      if (!probed.has(call)) {
        const [method = 'GET', path = ''] = call.split(' ');
        const url = path.replace(/:[A-Za-z]+/g, '0');
        const answer = await page.request.fetch(url, {
          method,
          headers: { 'X-CSRF-Token': csrf },
          ...(method === 'GET' ? {} : { data: {} }),
        });
        probed.set(call, answer.status());
      }
      if (probed.get(call) === 403) refused.push(`${route}: shows an action calling ${call}`);
    }
    // The actions shown outside MayCall: each must be one that makes no call (LocalActions).
    const labels = await page
      .locator('main button:visible, main a[role="button"]:visible')
      .evaluateAll((found: Attributed) =>
        found
          .filter(
            (e) => !(e as unknown as { closest: (s: string) => unknown }).closest('[data-calls]'),
          )
          .map((e) => (e as unknown as { textContent: string }).textContent.trim()),
      );
    const actions = [...new Set(labels.filter((l) => actionLabel.test(l)))];
    for (const action of actions) ungated.push(`${routePattern(route)}: ${action}`);
    if (process.env.WALK_LIST_UNGATED && actions.length)
      console.log(`UNGATED ${userName} ${route}: ${actions.join('; ')}`);
  }
  if (process.env.WALK_LIST_UNGATED)
    console.log(
      `PROBED ${userName} ${[...probed].map(([c, s]) => `${c}=${String(s)}`).join(', ')}`,
    );
  return { refused, probed: probed.size, ungated };
}

/**
 * The walk as a test per demo user: nothing refused, and at least `shownChecked` actions of checked
 * calls shown (the board users, whose role only approves invoices, may be shown none). Each spec
 * file holds a share of the users, so that the walks run on both workers.
 */
export function walkTest(userName: string, shownChecked: number): void {
  test(`every screen ${userName} can open loads and offers only what the server accepts`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const walked = await walkAsUser(page, userName);
    expect(walked.refused).toEqual([]);
    expect(walked.probed).toBeGreaterThanOrEqual(shownChecked);
    // An action outside MayCall is one that makes no call of its own; wrap a new one in MayCall.
    expect(walked.ungated.filter((action) => !LocalActions.includes(action))).toEqual([]);
  });
}
