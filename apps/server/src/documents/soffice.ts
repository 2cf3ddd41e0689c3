// A merged Word template as PDF, exactly as Word lays it out as far as LibreOffice can tell (issue
// 19): for the few letters sent as the company's own .docx, where our block layout
// (letter-pdf.ts) would lose its fonts and pictures. LibreOffice runs headless, once per file.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** How long one conversion may take, LibreOffice's start included. */
const ConversionTimeoutMs = 120_000;

/** SOFFICE_PATH: LibreOffice's soffice binary; conversion to PDF is off without it. */
export function sofficePathFromEnv(env: NodeJS.ProcessEnv): string | undefined {
  return env.SOFFICE_PATH?.trim() || undefined;
}

/** Runs soffice with its arguments; rejects on a missing binary, a failure or the timeout. */
function runSoffice(sofficePath: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    // Its own process group, so that the timeout also ends the soffice.bin it starts.
    const child = spawn(sofficePath, args, { detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // The group ended between the timeout and now: its 'close' settles the promise.
      }
    }, ConversionTimeoutMs);
    child.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(
        new Error(
          error.code === 'ENOENT'
            ? `LibreOffice was not found at ${sofficePath} (SOFFICE_PATH).`
            : `LibreOffice could not be started: ${error.message}`,
        ),
      );
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else if (signal === 'SIGKILL')
        reject(new Error(`LibreOffice took more than ${ConversionTimeoutMs / 1000} s.`));
      else reject(new Error(`LibreOffice failed (${String(code ?? signal)}). ${stderr}`.trim()));
    });
  });
}

/**
 * The PDF of a .docx, converted by LibreOffice in a temporary folder that is removed afterwards.
 * Each run has its own LibreOffice profile there, so conversions may run side by side.
 */
export async function convertDocxToPdf(docx: Uint8Array, sofficePath: string): Promise<Uint8Array> {
  const dir = await mkdtemp(path.join(tmpdir(), 'soffice-'));
  try {
    const input = path.join(dir, 'letter.docx');
    await writeFile(input, docx);
    await runSoffice(sofficePath, [
      `-env:UserInstallation=${pathToFileURL(path.join(dir, 'profile')).href}`,
      '--headless',
      '--norestore',
      '--convert-to',
      'pdf',
      '--outdir',
      dir,
      input,
    ]);
    // soffice exits 0 even when it could not read the file; then there is no PDF.
    return await readFile(path.join(dir, 'letter.pdf')).catch(() => {
      throw new Error('LibreOffice did not convert the document to PDF.');
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
