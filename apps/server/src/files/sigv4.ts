import { createHash, createHmac } from 'node:crypto';

// AWS Signature Version 4 for the Authorization header, as S3 and S3-compatible stores take it.

export interface SigV4Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service: string;
}

export interface SigV4Request {
  method: string;
  url: URL;
  /** Headers to sign besides host, x-amz-date and x-amz-content-sha256. */
  headers: Record<string, string>;
  /** Hex SHA-256 of the body. */
  payloadHash: string;
  /** yyyyMMddTHHmmssZ */
  amzDate: string;
}

export interface SigV4Result {
  canonicalRequest: string;
  stringToSign: string;
  signature: string;
  authorization: string;
  /** Every header the request must carry, Authorization included. */
  headers: Record<string, string>;
}

export function sha256Hex(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

function hmac(key: string | Buffer, data: string): Buffer {
  return createHmac('sha256', key).update(data, 'utf8').digest();
}

/** RFC 3986 encoding as SigV4 wants it: unreserved characters stay, everything else is %XX. */
export function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

export function toAmzDate(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function canonicalPath(url: URL): string {
  // S3 signs the path as sent, each segment encoded once.
  const segments = url.pathname.split('/').map((s) => uriEncode(decodeURIComponent(s)));
  return segments.join('/') || '/';
}

function canonicalQuery(url: URL): string {
  return [...url.searchParams.entries()]
    .map(([k, v]) => [uriEncode(k), uriEncode(v)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
}

export function signV4(credentials: SigV4Credentials, request: SigV4Request): SigV4Result {
  const headers: Record<string, string> = {
    ...request.headers,
    host: request.url.host,
    'x-amz-date': request.amzDate,
    'x-amz-content-sha256': request.payloadHash,
  };
  const canonicalHeaders = Object.entries(headers)
    .map(([name, value]) => [name.toLowerCase(), value.trim().replace(/\s+/g, ' ')] as const)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  const signedHeaders = canonicalHeaders.map(([name]) => name).join(';');
  const canonicalRequest = [
    request.method,
    canonicalPath(request.url),
    canonicalQuery(request.url),
    ...canonicalHeaders.map(([name, value]) => `${name}:${value}`),
    '',
    signedHeaders,
    request.payloadHash,
  ].join('\n');

  const day = request.amzDate.slice(0, 8);
  const scope = `${day}/${credentials.region}/${credentials.service}/aws4_request`;
  const stringToSign = [
    'AWS4-HMAC-SHA256',
    request.amzDate,
    scope,
    sha256Hex(canonicalRequest),
  ].join('\n');
  const dateKey = hmac(`AWS4${credentials.secretAccessKey}`, day);
  const signingKey = hmac(
    hmac(hmac(dateKey, credentials.region), credentials.service),
    'aws4_request',
  );
  const signature = createHmac('sha256', signingKey).update(stringToSign, 'utf8').digest('hex');
  const authorization =
    `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope},` +
    `SignedHeaders=${signedHeaders},Signature=${signature}`;
  return {
    canonicalRequest,
    stringToSign,
    signature,
    authorization,
    headers: { ...headers, authorization },
  };
}
