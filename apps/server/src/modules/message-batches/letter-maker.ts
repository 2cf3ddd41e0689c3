import { templateBlocks, type PrintLetter } from '../../documents/index';

/**
 * Makes a batch's letters from its template: the return address of the sender, the recipient's
 * address block (MailingAddressBlock: name, then the mailing address) in the envelope window, and
 * the template's body merged with the recipient's values.
 */
export function letterMaker(templateDocx: Uint8Array) {
  return (
    returnLines: readonly string[],
    values: Readonly<Record<string, string>>,
  ): PrintLetter => ({
    returnAddress: [...returnLines],
    recipientAddress: (values.MailingAddressBlock ?? '').split('\n').filter((line) => line !== ''),
    blocks: templateBlocks(templateDocx, values),
  });
}
