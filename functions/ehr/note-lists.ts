import type { RouteDefinition } from '../api/route-definition';
import type { NoteChange } from './adapter';
import { invalidInput } from './errors';
import { ehrHandler, ok } from './proxy-handler';
import { AppointmentQuerySchema, CPT_PATTERN, ICD10_CM_PATTERN, StringListBodySchema } from './request-schemas';

/**
 * The POST endpoints that add to one of a note's lists (chief complaints, codes, medications,
 * instructions): the body is an array of strings, appended without repeats; 200 with the note.
 */

type NoteList = keyof NonNullable<NoteChange['append']>;

interface CodeForm {
  pattern: RegExp;
  expected: string;
}

export const ICD10_FORM: CodeForm = { pattern: ICD10_CM_PATTERN, expected: 'an ICD-10-CM code such as E11.9 or I10' };
export const CPT_FORM: CodeForm = { pattern: CPT_PATTERN, expected: 'a CPT code: five digits, or four digits and F or T' };

/** Codes upper-cased, then each checked for form: a 400 naming the first malformed one. */
const checkedCodes = (codes: string[], form: CodeForm): string[] =>
  codes.map((raw, index) => {
    const code = raw.trim().toUpperCase();
    if (!form.pattern.test(code)) throw invalidInput(`[${index}]`, raw, form.expected);
    return code;
  });

export const noteListHandler = (route: RouteDefinition, list: NoteList, form?: CodeForm) =>
  ehrHandler(route, { query: AppointmentQuerySchema, body: StringListBodySchema }, async ({ request, ehr }) => {
    const values = form ? checkedCodes(request.body, form) : request.body;
    return ok(await ehr.adapter.updateNote(request.query.appointment_id, { append: { [list]: values } }));
  });
