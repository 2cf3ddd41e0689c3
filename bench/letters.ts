// Print letters at scale (issue 19): letters from the default Letter template, each merged for
// its own owner and balance (templateBlocks) and streamed into one PDF file with pdfkit
// (writeLettersPdf), first 2,000 then 10,000, to show that the memory stays flat as the batch
// grows. Prints the seconds, the pages and the peak RSS, sampled every 100 ms. No database.
// BENCH_LETTERS changes the larger size.
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { formatCents } from '@hoa/domain';
import {
  defaultTemplateDocx,
  templateBlocks,
  writeLettersPdf,
  type PrintLetter,
} from '../apps/server/src/documents/index';

const largest = Number(process.env.BENCH_LETTERS ?? 10_000);
const template = await defaultTemplateDocx('Default Letter');
const company = ['Summit Ridge Association Management', '100 Main St', 'Springfield, IL 62701'];

/** Owner letters, merged one at a time as the PDF asks for them. */
function* ownerLetters(count: number): Generator<PrintLetter> {
  for (let i = 1; i <= count; i++) {
    const owner = `Owner ${String(i).padStart(5, '0')}`;
    const address = [owner, `${String(100 + (i % 900))} Elm St`, 'Springfield, IL 62704'];
    yield {
      returnAddress: company,
      recipientAddress: address,
      blocks: templateBlocks(template, {
        LetterDate: '03/01/2026',
        OwnerName: owner,
        AccountNumber: `WC-${String(i)}`,
        PropertyAddress: address[1] ?? '',
        CommunityName: 'Willow Creek HOA',
        Balance: formatCents((i * 7919) % 500_000),
        CompanyName: company[0] ?? '',
        CompanyPhone: '(217) 555-0100',
        CompanyEmail: 'help@summitridge.example',
        MailingAddressBlock: address.join('\n'),
      }),
    };
  }
}

const dir = mkdtempSync(join(tmpdir(), 'bench-letters-'));
for (const count of [2_000, largest]) {
  const file = join(dir, `letters-${String(count)}.pdf`);
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 100);
  const start = performance.now();
  const summary = await writeLettersPdf(createWriteStream(file), ownerLetters(count), {
    title: 'Bench letters',
    isDoubleSided: false,
  });
  const seconds = (performance.now() - start) / 1000;
  clearInterval(sampler);
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
  console.log(
    `Letters PDF of ${count.toLocaleString('en-US')} letters: ${seconds.toFixed(1)} s, ` +
      `${summary.pages.toLocaleString('en-US')} pages, ` +
      `${(statSync(file).size / 1024 / 1024).toFixed(1)} MB, peak RSS ${(peakRss / 1024 / 1024).toFixed(0)} MB ` +
      '(default Letter template merged per letter, streamed with pdfkit)',
  );
}
rmSync(dir, { recursive: true, force: true });
