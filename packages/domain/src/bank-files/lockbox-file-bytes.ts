const CR = 0x0d;
const LF = 0x0a;

/**
 * A lockbox file's bytes with every line ending made CR LF (a lone LF or CR becomes CR LF): the
 * bytes whose SHA-256 makes a file import once per company, so that the same payments saved with
 * other line endings are the same file. Neither byte occurs inside a multi-byte UTF-8 character.
 */
export function lockboxHashedBytes<B extends ArrayBufferLike>(
  bytes: Uint8Array<B>,
): Uint8Array<B> | Uint8Array<ArrayBuffer> {
  let lone = 0;
  for (let i = 0; i < bytes.length; i++) {
    if (bytes[i] === LF && bytes[i - 1] !== CR) lone++;
    else if (bytes[i] === CR && bytes[i + 1] !== LF) lone++;
  }
  if (lone === 0) return bytes;
  const out = new Uint8Array(bytes.length + lone);
  let o = 0;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i] ?? 0;
    if (b === LF && bytes[i - 1] !== CR) out[o++] = CR;
    out[o++] = b;
    if (b === CR && bytes[i + 1] !== LF) out[o++] = LF;
  }
  return out;
}
