// The sign-in screen's calls, loaded after the screen shows (sign-in-page.tsx imports this module
// lazily), so that the screen's own script carries no schema, no zod and no API client. They take
// the auth area's endpoints directly rather than through the `contract` map, which would bring
// every area's schemas along.
import { auth, type DemoSignIn, type LastSignIn } from '@hoa/contract';
import type { QueryClient } from '@tanstack/react-query';
import { fieldErrors } from '../../widgets/form-errors';
import { api } from '../api';
import { setLastSignIn } from './last-sign-in';
import { setSession } from './session';

export interface Credentials {
  userName: string;
  password: string;
}

/** The demo sign-ins to list: none when the server does not run the demo, or cannot say. */
export async function demoSignIns(): Promise<DemoSignIn[]> {
  try {
    return (await api.call(auth.GetSignInHints)).demoSignIns;
  } catch {
    return [];
  }
}

/** The credentials as the contract takes them, or the message under each field that is wrong. */
export function checkCredentials(
  values: Credentials,
): { credentials: Credentials } | { errors: Record<string, string> } {
  const parsed = auth.Login.body.safeParse(values);
  return parsed.success ? { credentials: parsed.data } : { errors: fieldErrors(parsed.error) };
}

/** Signs in; the user's data of any earlier session is dropped, the new session kept. */
export async function signIn(queryClient: QueryClient, body: Credentials): Promise<LastSignIn> {
  const result = await api.call(auth.Login, { body });
  queryClient.clear();
  setSession(queryClient, result.session);
  setLastSignIn(queryClient, result.lastSignIn);
  return result.lastSignIn;
}
