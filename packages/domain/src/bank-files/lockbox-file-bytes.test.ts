import { describe, expect, it } from 'vitest';
import { lockboxHashedBytes } from './lockbox-file-bytes';

const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');
const bytesOf = (s: string) => new Uint8Array(Buffer.from(s, 'latin1'));

describe('lockboxHashedBytes', () => {
  it('makes every line ending CR LF and keeps the rest', () => {
    const crlf = 'A-001,10.00\r\nA-002,20.00\r\n';
    expect(text(lockboxHashedBytes(bytesOf('A-001,10.00\nA-002,20.00\n')))).toBe(crlf);
    expect(text(lockboxHashedBytes(bytesOf('A-001,10.00\rA-002,20.00\r')))).toBe(crlf);
    expect(text(lockboxHashedBytes(bytesOf('A-001,10.00\r\nA-002,20.00\n')))).toBe(crlf);
    expect(text(lockboxHashedBytes(bytesOf('\n\r\n\r')))).toBe('\r\n\r\n\r\n');
    expect(text(lockboxHashedBytes(bytesOf('Müller,1.00')))).toBe('Müller,1.00');
  });

  it('answers CR LF bytes as they are', () => {
    const crlf = bytesOf('A-001,10.00\r\n');
    expect(lockboxHashedBytes(crlf)).toBe(crlf);
  });
});
