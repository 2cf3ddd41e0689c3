import { request, type APIRequestContext } from '@playwright/test';
import { test } from './csp-fixture';
import { serverURL } from './server-fixture';

/** The demo administrator's API context and token, for a spec that reads what the server wrote. */
export async function staffApi(): Promise<{ api: APIRequestContext; token: string }> {
  const api = await request.newContext({ baseURL: serverURL(test.info()) });
  const login = await api.post('/api/Auth/Login', {
    data: { userName: 'admin', password: 'demo' },
  });
  const { token } = (await login.json()) as { token: string };
  return { api, token };
}
