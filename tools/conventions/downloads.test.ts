// Rule (docs/architecture.md, 'API description'): a file answer goes out through sendDownload
// (apps/server/src/http/send-download.ts), which takes only an endpoint with a `download` marker
// and a content type the marker lists, so the API description says what is sent. No other server
// code sets a content type; JSON goes out as fastify writes it.
import { describe, expect, it } from 'vitest';
import { matchingLines, sourceFiles } from './repo-files';

const sender = 'apps/server/src/http/send-download.ts';
const serverFiles = sourceFiles('apps/server/src').filter(
  (path) => path !== sender && !path.endsWith('.test.ts'),
);

describe('downloads', () => {
  it('sets content types only in the download sender (JSON aside)', () => {
    // Fix: send the file with sendDownload(call, { contentType, fileName, body }) and list its
    // type in the endpoint's `download` (FileTypes of @hoa/domain).
    const setsType =
      /\.header\(\s*['"`]content-type['"`]|setHeader\(\s*['"`]content-type|writeHead\(|\.type\(\s*(?!['"`]application\/json)/i;
    expect(matchingLines(setsType, serverFiles)).toEqual([]);
  });
});
