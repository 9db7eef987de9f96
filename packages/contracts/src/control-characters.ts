/**
 * The control characters no text of the portal may hold, and where a request holds one. The
 * server refuses them at the edge, before any schema (so no route can forget it), and in each
 * cell of an imported file: PostgreSQL cannot store a NUL at all and the embedded engine can,
 * so without this refusal the two engines would answer the same request differently; the other
 * control characters have no place in names, codes or searches either.
 *
 * Tab, line feed and carriage return stay allowed: descriptions come from text areas, and text
 * pasted or imported from Windows ends its lines with CR LF.
 */

/** A character of the Unicode category Cc (C0, DEL, C1) other than tab, LF and CR. */
const FORBIDDEN_CONTROL_CHARACTER = /[^\P{Cc}\t\n\r]/u;
const FORBIDDEN_CONTROL_CHARACTERS = new RegExp(FORBIDDEN_CONTROL_CHARACTER.source, 'gu');

/** What a refused text is told, after the name of its field. */
export const CONTROL_CHARACTER_MESSAGE =
  'Must not contain control characters (only tab and line breaks are allowed)';

export function hasControlCharacter(text: string): boolean {
  return FORBIDDEN_CONTROL_CHARACTER.test(text);
}

/** `text` with each forbidden control character shown as �, for a message that quotes it. */
export function markControlCharacters(text: string): string {
  return text.replace(FORBIDDEN_CONTROL_CHARACTERS, '\ufffd');
}

/**
 * Whether `value` is an object a parser made: JSON's (of Object.prototype) or a query or path
 * parser's (of no prototype, or of an empty one that has none), not a stream, buffer or map.
 */
function isParsedObject(value: object): value is Record<string, unknown> {
  const prototype = Object.getPrototypeOf(value);
  return prototype === null || Object.getPrototypeOf(prototype) === null;
}

/**
 * The path (`items.0.name`, the way validation errors name a field) of the first text in a
 * parsed request part (query, path parameters, JSON body) that holds a forbidden control
 * character, '' for the part itself, or null when there is none. A field name that holds one
 * is reported as the object holding it, so that the answer never echoes the character. Only
 * strings, arrays and parsed objects are searched: a streamed upload is the file's business.
 */
export function findControlCharacter(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return hasControlCharacter(value) ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  const at = (key: string) => (path === '' ? key : `${path}.${key}`);
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findControlCharacter(item, at(String(index)));
      if (found !== null) return found;
    }
    return null;
  }
  if (!isParsedObject(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    if (hasControlCharacter(key)) return path;
    const found = findControlCharacter(item, at(key));
    if (found !== null) return found;
  }
  return null;
}
