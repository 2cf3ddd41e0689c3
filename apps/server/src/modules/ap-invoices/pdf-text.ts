import { extractText } from 'unpdf';

/** The text of a PDF, pages joined by newlines; an unreadable PDF has no text. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  try {
    // pdf.js takes ownership of the buffer it is given, so it gets a copy.
    const { text } = await extractText(new Uint8Array(bytes), { mergePages: false });
    return text.join('\n').trim();
  } catch {
    return '';
  }
}
