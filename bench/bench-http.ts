// The benchmarks' API calls: POST a JSON body to the listening app, with a bearer token when
// signed in; a refusal throws with its status and answer.

export type JsonCall = <T>(path: string, token: string | null, body: unknown) => Promise<T>;

export function jsonCaller(address: string): JsonCall {
  return async <T>(path: string, token: string | null, body: unknown): Promise<T> => {
    const response = await fetch(`${address}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
}
