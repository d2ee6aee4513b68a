import { ApiError } from '../core/errors';

/** The errors of POST /v1/protocols/upload beyond the pipeline's own (docs/protocol-upload.md). */

export const UPLOAD_MEDIA_TYPES = 'a PDF, a DOCX (Word 2007 or later), plain text or Markdown';

/** 415: the file is none of the supported types, by its content and by what it declares. */
export const unsupportedDocument = (declared: string | undefined, reason?: string) =>
  new ApiError(415, 'unsupported_media_type', `The file must be ${UPLOAD_MEDIA_TYPES}${reason ? `: ${reason}` : ''}`, {
    field: 'file',
    provided: declared ?? null,
    expected: UPLOAD_MEDIA_TYPES,
  });

/** 422: a supported type that cannot be read (a corrupt or encrypted PDF, a broken DOCX, text that is not UTF-8). */
export const unreadableDocument = (kind: string, reason: string) =>
  new ApiError(422, 'unreadable_document', `The ${kind} could not be read: ${reason}`, { field: 'file', kind, reason });

/** 422: the document was read but holds no question; nothing is stored. */
export const noQuestionsFound = (warnings: string[]) =>
  new ApiError(422, 'no_questions_found', 'The document holds no question (a line ending with "?", or an item under a "Questions" heading)', {
    field: 'file',
    warnings,
  });
