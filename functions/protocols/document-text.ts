import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { protocolRoutes } from './routes';
import { unreadableDocument, unsupportedDocument } from './document-errors';

/**
 * The text of an uploaded protocol document. The content decides the type (a PDF starts with
 * `%PDF-`, a DOCX is a ZIP holding `word/`, text is UTF-8 without NUL bytes); the declared type
 * (the part's Content-Type and the file name's extension) only decides between a 415 and a 422
 * when the content is none of them (docs/protocol-upload.md).
 */

export type DocumentKind = 'pdf' | 'docx' | 'markdown' | 'text';

export interface UploadedFile {
  filename?: string;
  /** The part's declared Content-Type. */
  mimeType?: string;
  bytes: Buffer;
}

export interface DocumentText {
  kind: DocumentKind;
  /** Plain text; headings and list items of a DOCX as Markdown (`# `, `- `). */
  text: string;
}

/** Pages of a PDF that are read; a protocol is a few pages, and a huge document should not hold the function. */
const MAX_PDF_PAGES = 100;

const isPdf = (bytes: Buffer): boolean => bytes.subarray(0, 1024).includes('%PDF-');
const isZip = (bytes: Buffer): boolean => bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
/** A ZIP's entry names are stored in clear in its headers. */
const isDocx = (bytes: Buffer): boolean => isZip(bytes) && bytes.includes('word/document.xml');
const isOleDocument = (bytes: Buffer): boolean => bytes.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]));

const utf8 = new TextDecoder('utf-8', { fatal: true });
const asText = (bytes: Buffer): string | undefined => {
  if (bytes.includes(0)) return undefined;
  try {
    return utf8.decode(bytes);
  } catch {
    return undefined;
  }
};

const extensionOf = (filename: string | undefined): string => /\.([a-z0-9]{1,10})$/i.exec(filename ?? '')?.[1]?.toLowerCase() ?? '';
const mediaTypeOf = (mimeType: string | undefined): string => mimeType?.split(';')[0]?.trim().toLowerCase() ?? '';

/** What the caller says the file is, when it names a supported type. */
const declaredKind = ({ filename, mimeType }: UploadedFile): DocumentKind | undefined => {
  const media = mediaTypeOf(mimeType);
  const extension = extensionOf(filename);
  if (media === 'application/pdf' || extension === 'pdf') return 'pdf';
  if (media === 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' || extension === 'docx') return 'docx';
  if (media === 'text/markdown' || media === 'text/x-markdown' || extension === 'md' || extension === 'markdown') return 'markdown';
  if (media === 'text/plain' || extension === 'txt' || extension === 'text') return 'text';
  return undefined;
};

const KIND_NAMES: Record<DocumentKind, string> = { pdf: 'PDF', docx: 'DOCX', markdown: 'Markdown file', text: 'text file' };

const [PDFJS_ASSET, MAMMOTH_ASSET] = protocolRoutes.uploadProtocol.assets;

/**
 * A reader shipped beside the bundle in Lambda (the route's assets), or, in the local runtime, its
 * package. The specifiers are not literals, so the bundler leaves both readers out of the bundle
 * (pdf.js 1.6 MB, mammoth 400 KB): each loads on the first document of its type.
 */
const readerLocation = (asset: string, packageSpecifier: string): string => {
  const beside = new URL(`./${asset.slice(asset.lastIndexOf('/') + 1)}`, import.meta.url);
  return existsSync(beside) ? beside.href : packageSpecifier;
};

/** The serverless pdf.js build unpdf ships (ES module; its package exports it as `unpdf/pdfjs`). */
const loadPdfJs = async (): Promise<PdfJs> => (await import(readerLocation(PDFJS_ASSET, 'unpdf/pdfjs'))) as PdfJs;

interface Mammoth {
  convertToHtml(input: { arrayBuffer: ArrayBuffer }): Promise<{ value: string }>;
}

/** mammoth's standalone build (CommonJS, no dependencies to ship beside it). */
const loadMammoth = (): Mammoth => {
  const location = readerLocation(MAMMOTH_ASSET, MAMMOTH_ASSET);
  return createRequire(import.meta.url)(location.startsWith('file:') ? new URL(location).pathname : location) as Mammoth;
};

interface PdfJs {
  getDocument(options: Record<string, unknown>): { promise: Promise<PdfDocument>; destroy(): Promise<void> };
}
interface PdfDocument {
  numPages: number;
  getPage(number: number): Promise<{ getTextContent(): Promise<{ items: Array<{ str?: string; hasEOL?: boolean }> }> }>;
}

const pdfText = async (bytes: Buffer): Promise<string> => {
  const pdfjs = await loadPdfJs();
  const task = pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: true, disableFontFace: true, isEvalSupported: false, verbosity: 0 });
  try {
    const document = await task.promise;
    const pages: string[] = [];
    for (let number = 1; number <= Math.min(document.numPages, MAX_PDF_PAGES); number += 1) {
      const content = await (await document.getPage(number)).getTextContent();
      pages.push(content.items.map((item) => (item.str ?? '') + (item.hasEOL ? '\n' : '')).join(''));
    }
    return pages.join('\n');
  } catch (error) {
    const name = (error as Error).name;
    throw unreadableDocument('PDF', name === 'PasswordException' ? 'it is encrypted' : 'it is damaged or not a PDF');
  } finally {
    await task.destroy().catch(() => undefined);
  }
};

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** mammoth's HTML, as the Markdown the parser reads: headings stay headings, list items stay items. */
export const htmlToMarkdown = (html: string): string =>
  html
    .replace(/<h([1-6])[^>]*>/gi, (_tag, level: string) => `\n${'#'.repeat(Number(level))} `)
    .replace(/<li[^>]*>/gi, '\n- ')
    .replace(/<\/(p|h[1-6]|li|tr)>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) =>
      name.startsWith('#x') ? String.fromCodePoint(parseInt(name.slice(2), 16)) : name.startsWith('#') ? String.fromCodePoint(Number(name.slice(1))) : (ENTITIES[name.toLowerCase()] ?? entity),
    );

const docxText = async (bytes: Buffer): Promise<string> => {
  const mammoth = loadMammoth();
  try {
    const arrayBuffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
    return htmlToMarkdown((await mammoth.convertToHtml({ arrayBuffer })).value);
  } catch {
    throw unreadableDocument('DOCX', 'it is damaged or not a Word document');
  }
};

/** The document's kind by its content, then its text; 415 or 422 when there is none to read. */
export const documentText = async (file: UploadedFile): Promise<DocumentText> => {
  const { bytes } = file;
  if (isPdf(bytes)) return { kind: 'pdf', text: await pdfText(bytes) };
  if (isDocx(bytes)) return { kind: 'docx', text: await docxText(bytes) };
  const declared = declaredKind(file);
  const text = isZip(bytes) || isOleDocument(bytes) ? undefined : asText(bytes);
  if (text !== undefined) return { kind: declared === 'markdown' ? 'markdown' : 'text', text };
  // A password-protected DOCX is an OLE container too, like a Word 97-2003 file.
  if (isOleDocument(bytes) && declared === 'docx') throw unreadableDocument('DOCX', 'it is password-protected or saved in the Word 97-2003 format');
  if (isOleDocument(bytes)) throw unsupportedDocument(file.mimeType, 'Word 97-2003 (.doc) files are not supported; save the document as DOCX');
  if (!declared) throw unsupportedDocument(file.mimeType);
  throw unreadableDocument(KIND_NAMES[declared], declared === 'pdf' ? 'it is damaged or not a PDF' : declared === 'docx' ? 'it is damaged or not a Word document' : 'it is not UTF-8 text');
};
