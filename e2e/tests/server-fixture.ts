import { test as base, type TestInfo } from '@playwright/test';

/**
 * Each worker has a server and a demo database of its own (playwright.config.ts starts one per
 * worker, on consecutive ports from E2E_PORT), so spec files run in parallel without sharing
 * data: a file runs against the server of its worker's slot (`parallelIndex`). Every spec takes
 * `test` from here, or from a fixture built on it, never straight from '@playwright/test'.
 */
export function serverURL(info: Pick<TestInfo, 'parallelIndex' | 'project'>): string {
  const url = new URL(info.project.use.baseURL ?? 'http://localhost:3100');
  url.port = String(Number(url.port) + info.parallelIndex);
  return url.origin;
}

export const test = base.extend({
  baseURL: async ({ baseURL }, use, testInfo) => {
    await use(baseURL === undefined ? undefined : serverURL(testInfo));
  },
});

export { expect } from '@playwright/test';
