import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { setupWorld, setUpThroughCodes } from '../../../test/community-setup-factories';
import { testDatabases } from '../../../test/databases';
import { addUser, fullGrant } from '../../../test/factories';

function pdfText(body: Buffer): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'setup-')), 'setup.pdf');
  writeFileSync(file, body);
  return execFileSync('pdftotext', ['-layout', file, '-']).toString();
}

describe.each(testDatabases())('community setup export on $name', (testDb) => {
  const h = useApp(testDb);

  const exportPdf = (token: string, communityAgentId: number, wizardName: string) =>
    h.app.inject({
      method: 'POST',
      url: contract.communitySetup.Export.path,
      headers: { authorization: `Bearer ${token}` },
      payload: { communityAgentId, wizardName },
    });

  it('exports the accounting setup as a PDF that reads back', async () => {
    const world = await setupWorld(h.app, h.database);
    await setUpThroughCodes(world);
    const response = await exportPdf(world.admin, world.communityId, 'accounting');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="Accounting-setup-/,
    );
    const text = pdfText(response.rawPayload);
    expect(text).toContain('Accounting setup');
    expect(text).toMatch(/1\. Accounting\s+Complete/);
    expect(text).toMatch(/6\. Review\s+Incomplete/);
    expect(text).toMatch(/Method\s+Accrual/);
    expect(text).toMatch(/Frequency\s+Monthly/);
    expect(text).toContain('Chart of accounts (28)');
    expect(text).toMatch(/Retained Earnings\s+3000 Retained Earnings/);
    expect(text).toMatch(/First Community Bank: Operating\s+…7788 \(primary\)/);
    expect(text).toMatch(/PP Prepaid\s+PrePaid, accounts 1200 \/ 2100/);
    expect(text).toContain('Community setup is not complete.');
  });

  it('exports the property setup, and refuses without the claim or for another company', async () => {
    const world = await setupWorld(h.app, h.database);
    const property = await exportPdf(world.admin, world.communityId, 'property');
    expect(property.statusCode).toBe(200);
    const text = pdfText(property.rawPayload);
    expect(text).toContain('Properties and owners setup');
    expect(text).toMatch(/1\. Properties and Owners\s+Incomplete/);
    expect(text).toContain('Properties and owners (0)');

    const other = await setupWorld(h.app, h.database);
    expect((await exportPdf(world.admin, other.communityId, 'accounting')).statusCode).toBe(404);
    const user = await addUser(h.database, world.company.companyId, {
      communityIds: [world.communityId],
      grants: [fullGrant('property')],
    });
    const token = await signIn(h.app, user.userName);
    const refused = await exportPdf(token, world.communityId, 'accounting');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      errorMessage: 'You do not have permission to do this.',
    });
  });
});
