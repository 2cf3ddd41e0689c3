import type { contract, InputOf } from '@hoa/contract';
import { renderLettersBuffer, type LetterBlock, type PrintLetter } from '../../documents/index';
import type { RequestContext } from '../../http/request-context';
import { letterSender, ownerLetterRecipients } from '../templates/index';
import { newInvitations, type RegistrationInvitation } from './registration-invitations';

type Letters = typeof contract.ownerAccess.CreateRegistrationLetters;

function paragraph(text: string, bold = false): LetterBlock {
  return {
    kind: 'paragraph',
    runs: [{ text, bold, italic: false, underline: false }],
    align: 'left',
    spaceAfterPt: 8,
  };
}

function letterOf(
  { owner, values }: RegistrationInvitation,
  returnLines: string[],
  mailingLines: string[] | undefined,
): PrintLetter {
  return {
    returnAddress: returnLines,
    recipientAddress: mailingLines ?? [owner.Name, owner.Address].filter((l) => l !== ''),
    blocks: [
      paragraph(`Dear ${values.OwnerName},`),
      paragraph(
        'Your community’s owner portal is open: see your balance and statements, pay, enrol in autopay and send requests online.',
      ),
      paragraph(`To register, open ${values.PortalAddress} and choose Register. Enter:`),
      paragraph(`Registration code: ${values.RegistrationCode}`, true),
      paragraph(`Account number: ${values.AccountNumber}`, true),
      paragraph('The code works once, for 90 days. Keep this letter until you have registered.'),
    ],
  };
}

/**
 * OwnerAccess/CreateRegistrationLetters: one PDF of registration letters for the community's
 * owners not registered (nor deactivated), those with an email address only when asked; each owner
 * is invited with a new one-time code, which their letter carries with the account number and the
 * portal's address. Answers the PDF and how many letters it holds.
 */
export async function createRegistrationLetters(
  ctx: RequestContext,
  { body }: InputOf<Letters>,
): Promise<{ pdf: Buffer; letters: number }> {
  const { invitations } = await newInvitations(
    ctx,
    body.communityAgentId,
    (o) => body.includeOwnersWithEmailAddresses || o.EmailAddress === null,
  );
  const sender = await letterSender(ctx, body.communityAgentId);
  const mailing = new Map(
    (
      await ownerLetterRecipients(
        ctx,
        body.communityAgentId,
        sender,
        invitations.map((i) => i.owner.OwnerAgentId),
      )
    ).map((r) => [r.agentId, r.mailingLines]),
  );
  const { pdf } = await renderLettersBuffer(
    invitations.map((i) => letterOf(i, sender.returnLines, mailing.get(i.owner.OwnerAgentId))),
    { title: 'Owner portal registration letters', isDoubleSided: false },
  );
  return { pdf, letters: invitations.length };
}
