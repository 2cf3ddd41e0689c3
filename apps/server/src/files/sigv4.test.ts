import { describe, expect, it } from 'vitest';
import { sha256Hex, signV4, toAmzDate, uriEncode } from './sigv4';

// The worked examples of the AWS documentation "Signature Calculations for the Authorization
// Header: Transferring Payload in a Single Chunk (AWS Signature Version 4)", Amazon S3 API
// reference: same credentials, same date, the documented canonical requests and signatures.
const credentials = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
  service: 's3',
};
const amzDate = '20130524T000000Z';
const emptyHash = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
const scope = 'AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request';

describe('AWS Signature Version 4', () => {
  it('signs GET Object with a Range header', () => {
    const signed = signV4(credentials, {
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: { Range: 'bytes=0-9' },
      payloadHash: emptyHash,
      amzDate,
    });
    expect(signed.canonicalRequest).toBe(
      [
        'GET',
        '/test.txt',
        '',
        'host:examplebucket.s3.amazonaws.com',
        'range:bytes=0-9',
        `x-amz-content-sha256:${emptyHash}`,
        'x-amz-date:20130524T000000Z',
        '',
        'host;range;x-amz-content-sha256;x-amz-date',
        emptyHash,
      ].join('\n'),
    );
    expect(signed.stringToSign).toBe(
      'AWS4-HMAC-SHA256\n20130524T000000Z\n20130524/us-east-1/s3/aws4_request\n' +
        '7344ae5b7ee6c3e7e6b0fe0640412a37625d1fbfff95c48bbb2dc43964946972',
    );
    expect(signed.authorization).toBe(
      `AWS4-HMAC-SHA256 Credential=${scope},SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,` +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('signs PUT Object with a body, a Date header and an encoded key', () => {
    const body = 'Welcome to Amazon S3.';
    expect(sha256Hex(body)).toBe(
      '44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072',
    );
    const signed = signV4(credentials, {
      method: 'PUT',
      url: new URL('https://examplebucket.s3.amazonaws.com/test$file.text'),
      headers: {
        Date: 'Fri, 24 May 2013 00:00:00 GMT',
        'x-amz-storage-class': 'REDUCED_REDUNDANCY',
      },
      payloadHash: sha256Hex(body),
      amzDate,
    });
    expect(signed.canonicalRequest.split('\n').slice(0, 2)).toEqual(['PUT', '/test%24file.text']);
    expect(signed.stringToSign.split('\n')[3]).toBe(
      '9e0e90d9c76de8fa5b200d8c849cd5b8dc7a3be3951ddb7f6a76b4158342019d',
    );
    expect(signed.signature).toBe(
      '98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd',
    );
    expect(signed.authorization).toContain(
      'SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class,',
    );
  });

  it('signs GET Bucket Lifecycle, a query key without a value', () => {
    const signed = signV4(credentials, {
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/?lifecycle'),
      headers: {},
      payloadHash: emptyHash,
      amzDate,
    });
    expect(signed.canonicalRequest.split('\n').slice(0, 3)).toEqual(['GET', '/', 'lifecycle=']);
    expect(signed.signature).toBe(
      'fea454ca298b7da1c68078a5d1bdbfbbe0d65c699e0f91ac7a200a0136783543',
    );
  });

  it('signs GET Bucket (List Objects) with sorted query parameters', () => {
    const signed = signV4(credentials, {
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/?prefix=J&max-keys=2'),
      headers: {},
      payloadHash: emptyHash,
      amzDate,
    });
    expect(signed.canonicalRequest.split('\n')[2]).toBe('max-keys=2&prefix=J');
    expect(signed.signature).toBe(
      '34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7',
    );
    expect(signed.headers).toMatchObject({
      host: 'examplebucket.s3.amazonaws.com',
      'x-amz-date': amzDate,
      'x-amz-content-sha256': emptyHash,
    });
  });

  it('encodes like RFC 3986 and formats the request date', () => {
    expect(uriEncode("a b/c!'()*~._-")).toBe('a%20b%2Fc%21%27%28%29%2A~._-');
    expect(toAmzDate(new Date('2013-05-24T00:00:00.000Z'))).toBe(amzDate);
  });
});
