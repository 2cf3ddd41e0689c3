import { expect, request, test, type Page } from '@playwright/test';
import { serverURL } from './server-fixture';

export async function signInAs(page: Page, userName: string, password = 'demo'): Promise<void> {
  await page.goto('/');
  // The app first opens / and then redirects to sign-in; a form filled before it settles there is
  // drawn again empty, so wait for the sign-in route and check what was typed before submitting.
  await expect(page).toHaveURL(/#\/sign-in/);
  // The demo sign-ins load after the form and make it taller, moving the centred form up: a click
  // on Sign in while they arrive lands where the button was. The e2e servers run the demo.
  await expect(page.getByRole('region', { name: 'Demo sign-ins' })).toBeVisible();
  await page.getByLabel('User name').fill(userName);
  await page.getByLabel('Password').fill(password);
  await expect(page.getByLabel('User name')).toHaveValue(userName);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  // The landing then opens the user's community, or says their list is empty. A route opened
  // before it has settled is left again when it does (seconds later on a loaded machine).
  const emptyList = page.getByText('Your community list is empty.', { exact: false });
  await expect
    .poll(async () => /#\/community\/\d+\//.test(page.url()) || (await emptyList.isVisible()))
    .toBe(true);
}

/** Signs in, lets the landing open its community, then opens a route of the app (a hash path). */
export async function signInAndOpen(page: Page, userName: string, path: string): Promise<void> {
  await signInAs(page, userName);
  await expect(page).toHaveURL(/#\/community\/\d+\//);
  await page.goto(`/#${path}`);
}

export async function openUserMenuItem(page: Page, item: string): Promise<void> {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/**
 * The page's session token (its HttpOnly cookie, which the page's scripts cannot read), for API
 * calls of a test as the signed-in user with a bearer header.
 */
export async function sessionToken(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  return cookies.find((c) => c.name === 'hoa_session')?.value ?? '';
}

/**
 * A new community made through the profiles API by the admin, signed in apart from the page (so
 * the page's cookies stay as they are); its creator finds it on their list.
 */
export async function createCommunity(name: string): Promise<number> {
  const api = await request.newContext({ baseURL: serverURL(test.info()) });
  const login = await api.post('/api/Auth/Login', {
    data: { userName: 'admin', password: 'demo' },
  });
  const { token } = (await login.json()) as { token: string };
  const created = await api.post('/api/Crm/SaveAgentGraph', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      Agent: { TopsAgentTypeId: 2, CommunityType: 'HOA' },
      Contact: { DisplayName: name },
    },
  });
  expect(created.ok()).toBe(true);
  const graph = (await created.json()) as { Agent: { TopsAgentId: number } };
  await api.dispose();
  return graph.Agent.TopsAgentId;
}

/** Picks a community in the top bar and waits until its pages are open; returns its id. */
export async function switchCommunity(page: Page, name: RegExp): Promise<number> {
  await expect(page).toHaveURL(/#\/community\/\d+\//);
  const idOf = () => /#\/community\/(\d+)\//.exec(page.url())?.[1] ?? '';
  const before = idOf();
  const picker = page.getByRole('textbox', { name: 'Community' });
  await expect(picker).not.toHaveValue('');
  const wasOpen = name.test(await picker.inputValue());
  await picker.click();
  await page.getByRole('option', { name }).click();
  await expect(picker).toHaveValue(name);
  if (!wasOpen) await expect.poll(idOf).not.toBe(before);
  return Number(idOf());
}
