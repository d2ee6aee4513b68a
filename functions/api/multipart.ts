import busboy from 'busboy';
import { invalidField, invalidRequest, missingField, payloadTooLarge } from '../core/errors';

/** One uploaded file of a multipart/form-data body, read with busboy (RFC 7578). */

export interface FormFile {
  filename?: string;
  /** The part's declared Content-Type. */
  mimeType?: string;
  bytes: Buffer;
}

export interface SingleFileOptions {
  /** The form field that carries the file. */
  field: string;
  maxBytes: number;
}

const isMultipart = (contentType: string | undefined): boolean => contentType?.split(';')[0]?.trim().toLowerCase() === 'multipart/form-data';

const LIMITS = { files: 5, fields: 20, parts: 25, fieldSize: 64 * 1024, headerPairs: 20 };

const expectedForm = (field: string) => `multipart/form-data with the document as a file in form field '${field}'`;

/**
 * The one file of form field `field`. 400 for a body that is not multipart or is malformed, no
 * file in that field (`missing_field`), a file in another field or two files (`invalid_field`);
 * 413 for a file over `maxBytes` (read no further than that).
 */
export const readSingleFile = (raw: Buffer | undefined, contentType: string | undefined, { field, maxBytes }: SingleFileOptions): Promise<FormFile> => {
  const expected = expectedForm(field);
  if (!isMultipart(contentType)) return Promise.reject(invalidRequest(`The request must be ${expected}`, { provided: contentType ?? null, expected }));
  if (!raw || raw.length === 0) return Promise.reject(missingField(field, expected));
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      // One byte over the limit tells a file of exactly maxBytes from a longer one.
      parser = busboy({ headers: { 'content-type': contentType as string }, limits: { ...LIMITS, fileSize: maxBytes + 1 } });
    } catch (error) {
      reject(invalidRequest('The multipart body cannot be read', { reason: (error as Error).message.slice(0, 200) }));
      return;
    }
    const files: Array<FormFile & { field: string }> = [];
    let failure: Error | undefined;
    const fail = (error: Error) => (failure ??= error);
    parser.on('file', (name, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => fail(payloadTooLarge(maxBytes)));
      // A truncated body ends the file's stream with an error too; the parser's own error answers it.
      stream.on('error', () => undefined);
      stream.on('close', () => {
        files.push({ field: name, filename: info.filename || undefined, mimeType: info.mimeType || undefined, bytes: Buffer.concat(chunks) });
      });
    });
    parser.on('field', (name) => {
      if (name === field) fail(invalidField(field, '(a text value)', `a file part (with a filename) in form field '${field}'`));
    });
    parser.on('partsLimit', () => fail(invalidRequest(`The form has more than ${LIMITS.parts} parts`)));
    parser.on('filesLimit', () => fail(invalidRequest(`The form has more than ${LIMITS.files} files`)));
    parser.on('fieldsLimit', () => fail(invalidRequest(`The form has more than ${LIMITS.fields} fields`)));
    parser.on('error', (error: Error) => reject(failure ?? invalidRequest('The multipart body is malformed', { reason: error.message.slice(0, 200) })));
    parser.on('close', () => {
      if (failure) return reject(failure);
      if (files.some((file) => file.bytes.length > maxBytes)) return reject(payloadTooLarge(maxBytes));
      const mine = files.filter((file) => file.field === field);
      const other = files.find((file) => file.field !== field);
      if (mine.length > 1) return reject(invalidField(field, `${mine.length} files`, `exactly one file in form field '${field}'`));
      const [file] = mine;
      if (!file) return reject(other ? invalidField(other.field, other.filename ?? '(a file)', `the document in form field '${field}'`) : missingField(field, expected));
      if (file.bytes.length === 0) return reject(invalidField(field, '(an empty file)', 'a document that is not empty'));
      const { field: _name, ...rest } = file;
      resolve(rest);
    });
    parser.end(raw);
  });
};
