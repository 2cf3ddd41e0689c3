import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { LetterBlock } from './docx-blocks';
import { EnvelopeWindows, renderLetterPdf, writeLettersPdf, type PrintLetter } from './letter-pdf';

const returnAddress = ['Summit Ridge Management', '100 Main St', 'Springfield, IL 62701'];

function paragraph(text: string, bold = false): LetterBlock {
  return {
    kind: 'paragraph',
    runs: [{ text, bold, italic: false, underline: false }],
    align: 'left',
    spaceAfterPt: 8,
  };
}

function letterTo(name: string, paragraphs = 2): PrintLetter {
  return {
    returnAddress,
    recipientAddress: [name, '12 Elm St', 'Springfield, IL 62704'],
    blocks: [
      paragraph(`Dear ${name},`, true),
      ...Array.from({ length: paragraphs }, (_, k) =>
        paragraph(`Paragraph ${k + 1}: your balance is $1,234.56.\tThank you.`),
      ),
      {
        kind: 'table',
        rows: [
          ['Account', 'A-100'],
          ['Balance', '$1,234.56'],
        ],
      },
    ],
  };
}

const names = ['Ann Lee', 'Bob Stone', 'Carla Diaz'];

/** Collects what is written, taking `delayed` turns of the event loop for each chunk. */
function sink(highWaterMark = 16 * 1024, delayed = false) {
  const chunks: Buffer[] = [];
  const stream = new Writable({
    highWaterMark,
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      if (delayed) setImmediate(callback);
      else callback();
    },
  });
  return { stream, bytes: () => Buffer.concat(chunks) };
}

async function pageCount(pdf: Uint8Array): Promise<number> {
  return (await PDFDocument.load(pdf)).getPageCount();
}

function pdfFile(pdf: Uint8Array): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'letters-')), 'letters.pdf');
  writeFileSync(file, pdf);
  return file;
}

/** The words of one page with their boxes in points from the top left, by pdftotext -bbox. */
function wordsOnPage(file: string, page: number) {
  const html = execFileSync('pdftotext', [
    '-bbox',
    '-f',
    String(page),
    '-l',
    String(page),
    file,
    '-',
  ]);
  return [
    ...html
      .toString()
      .matchAll(/xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</g),
  ].map(([, xMin, yMin, xMax, yMax, word]) => ({
    word,
    xMin: Number(xMin),
    yMin: Number(yMin),
    xMax: Number(xMax),
    yMax: Number(yMax),
  }));
}

describe('print letters PDF', () => {
  it('prints each letter from a new page, the recipient inside the envelope window', async () => {
    const out = sink();
    const summary = await writeLettersPdf(
      out.stream,
      names.map((name) => letterTo(name)),
      {
        title: 'Letters',
        isDoubleSided: false,
      },
    );
    expect(summary).toEqual({ letters: 3, pages: 3, firstPageOfLetter: [1, 2, 3] });
    const pdf = out.bytes();
    expect(await pageCount(pdf)).toBe(3);
    const file = pdfFile(pdf);
    const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
    for (const name of names) expect(text).toContain(`Dear ${name},`);
    expect(text).toContain('Summit Ridge Management');

    const window = EnvelopeWindows.recipientAddress;
    const returnWindow = EnvelopeWindows.returnAddress;
    names.forEach((name, k) => {
      const words = wordsOnPage(file, k + 1);
      const addressWords = words.filter((w) => w.yMax < EnvelopeWindows.bodyTop);
      const recipient = addressWords.filter((w) => w.yMin >= window.y);
      expect(recipient.map((w) => w.word).join(' ')).toBe(
        `${name} 12 Elm St Springfield, IL 62704`,
      );
      for (const word of recipient) {
        expect(word.xMin).toBeGreaterThanOrEqual(window.x);
        expect(word.xMax).toBeLessThanOrEqual(window.x + window.width);
        expect(word.yMax).toBeLessThanOrEqual(window.y + window.height);
      }
      for (const word of addressWords.filter((w) => w.yMin < window.y)) {
        expect(word.yMin).toBeGreaterThanOrEqual(returnWindow.y);
        expect(word.yMax).toBeLessThanOrEqual(returnWindow.y + returnWindow.height);
      }
      expect(words.find((w) => w.word === 'Dear')?.yMin).toBeGreaterThanOrEqual(
        EnvelopeWindows.bodyTop,
      );
    });
  });

  it('flows a long body onto more pages and pads double-sided letters to a front side', async () => {
    const letters = [letterTo('Ann Lee', 40), letterTo('Bob Stone'), letterTo('Carla Diaz')];
    const single = await writeLettersPdf(sink().stream, letters, {
      title: 'Letters',
      isDoubleSided: false,
    });
    expect(single).toEqual({ letters: 3, pages: 4, firstPageOfLetter: [1, 3, 4] });
    const out = sink();
    const double = await writeLettersPdf(out.stream, letters, {
      title: 'Letters',
      isDoubleSided: true,
      isColor: true,
    });
    expect(double).toEqual({ letters: 3, pages: 5, firstPageOfLetter: [1, 3, 5] });
    expect(await pageCount(out.bytes())).toBe(5);
    const text = execFileSync('pdftotext', ['-f', '4', '-l', '4', pdfFile(out.bytes()), '-']);
    expect(text.toString().trim()).toBe('');
  });

  it('draws a letter only when the output has room for it', async () => {
    const out = sink(1024, true);
    let mostBuffered = 0;
    async function* letters() {
      for (let k = 0; k < 60; k++) {
        mostBuffered = Math.max(mostBuffered, out.stream.writableLength);
        yield await Promise.resolve(letterTo(`Owner ${k}`));
      }
    }
    const summary = await writeLettersPdf(out.stream, letters(), {
      title: 'Letters',
      isDoubleSided: false,
    });
    expect(summary.pages).toBe(60);
    expect(await pageCount(out.bytes())).toBe(60);
    // Without waiting for 'drain' the whole file would sit in the stream's buffer.
    expect(mostBuffered).toBeLessThan(out.bytes().length / 10);
  });

  it('renders one letter in memory', async () => {
    const pdf = await renderLetterPdf(letterTo('Ann Lee'), { title: 'Ann', isDoubleSided: true });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await pageCount(pdf)).toBe(1);
  });
});
