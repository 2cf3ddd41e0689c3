import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { sql } from '@hoa/db';
import { MaskedSecret, VendorMessages } from '@hoa/domain';
import { callApi } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { staffSeeSecretsMasked } from '../../../test/masked-mail';
import { payablesWorld } from '../../../test/payables-factories';

describe.each(testDatabases())('vendor invites by mail on $name', (testDb) => {
  const h = useApp(testDb);

  it('queues the invite with its registration code to the vendor’s address, masked for staff', async () => {
    const w = await payablesWorld(h);
    await w.inTx((tx) =>
      tx.execute(sql`update agents set registration_code = 'REG-INVITE' where id = ${w.vendorId}`),
    );
    const invite = await callApi(
      h.app,
      contract.apVendors.ResendVendorInvite,
      { body: { emailAddress: 'billing@vendor.example.com', registrationCode: 'REG-INVITE' } },
      w.token,
    );
    expect(invite.body.Message).toBe(VendorMessages.inviteSent);
    const outbox = await callApi(h.app, contract.mail.GetOutbox, {}, w.token);
    expect(outbox.body.TotalCount).toBe(1);
    const [mail] = outbox.body.Mails;
    expect(mail).toMatchObject({
      ToAddress: 'billing@vendor.example.com',
      Kind: 'vendor-invite',
      Status: 'Waiting',
    });
    expect(mail?.Subject).toMatch(/^Test Co .* invites you to register as a vendor$/);
    expect(mail?.Body).toContain('Hello Acme Landscaping,');
    expect(mail?.Body).toContain(`Registration code: ${MaskedSecret}`);
    const invitation = {
      companyId: w.companyId,
      to: 'billing@vendor.example.com',
      kind: 'vendor-invite',
    };
    await staffSeeSecretsMasked(h, w.token, invitation, ['REG-INVITE']);
    const unknown = await callApi(
      h.app,
      contract.apVendors.ResendVendorInvite,
      { body: { emailAddress: 'x@example.com', registrationCode: 'NOPE' } },
      w.token,
    );
    expect(unknown.status).toBe(404);
    expect((await callApi(h.app, contract.mail.GetOutbox, {}, w.token)).body.TotalCount).toBe(1);
  });
});
