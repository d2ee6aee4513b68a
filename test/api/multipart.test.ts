/**
 * A multipart upload as API Gateway's HTTP API hands it to Lambda (payload 2.0): the body
 * base64-encoded with `isBase64Encoded: true`, or as UTF-8 text with `false`. The file's bytes
 * must come out of the event exactly as they were sent, binary ones included.
 */
import { describe, expect, it } from 'vitest';
import { rawBodyOf } from '../../functions/api/body';
import { readSingleFile } from '../../functions/api/multipart';
import { multipartBody, pdfDocument } from '../protocols/documents';

const options = { field: 'file', maxBytes: 1024 * 1024 };

describe('readSingleFile from an API Gateway v2 event body', () => {
  it('a base64-encoded body gives back the PDF byte for byte (its binary comment line is not UTF-8)', async () => {
    const pdf = pdfDocument(['Do you smoke?']);
    expect(pdf.subarray(0, 20).toString('utf8')).toContain('\ufffd');
    const { body, contentType } = multipartBody([{ name: 'file', filename: 'a.pdf', contentType: 'application/pdf', data: pdf }]);
    const event = { body: body.toString('base64'), isBase64Encoded: true };
    const file = await readSingleFile(rawBodyOf(event.body, event.isBase64Encoded), contentType, options);
    expect(file).toMatchObject({ filename: 'a.pdf', mimeType: 'application/pdf' });
    expect(file.bytes.equals(pdf)).toBe(true);
  });

  it('a text body (isBase64Encoded false) gives back the text', async () => {
    const { body, contentType } = multipartBody([{ name: 'file', filename: 'a.md', contentType: 'text/markdown', data: '# Café\nDo you smoke?' }]);
    const file = await readSingleFile(rawBodyOf(body.toString('utf8'), false), contentType, options);
    expect(file.bytes.toString('utf8')).toBe('# Café\nDo you smoke?');
  });

  it('a file one byte over the limit is 413; at the limit it is read', async () => {
    const at = multipartBody([{ name: 'file', filename: 'a.txt', data: 'a'.repeat(16) }]);
    expect((await readSingleFile(at.body, at.contentType, { field: 'file', maxBytes: 16 })).bytes.length).toBe(16);
    const over = multipartBody([{ name: 'file', filename: 'a.txt', data: 'a'.repeat(17) }]);
    await expect(readSingleFile(over.body, over.contentType, { field: 'file', maxBytes: 16 })).rejects.toMatchObject({ status: 413, code: 'payload_too_large' });
  });
});
