import { expect, test as base } from './server-fixture';

/**
 * The test of every spec: it fails when a page of the app breaks its content security policy
 * (Chromium reports each blocked script, style, image, frame or connection on the console).
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      context.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await use(violations);
      expect(violations, 'content security policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
