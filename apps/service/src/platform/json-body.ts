import { ApiError } from '@mailroom/contract';

/** Deeper bodies are refused: no contract shape nests past a handful of levels, and recursive code downstream
 * (validation, JSON.stringify of stored attributes) must never meet a structure deep enough to blow the stack. */
export const MAX_JSON_DEPTH = 64;

/** The nesting depth of a JSON text, stopping as soon as it passes `limit`; strings are skipped. O(length). */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      if (++depth > limit) return true;
    } else if (c === 125 || c === 93) depth--;
  }
  return false;
}

/** Throws the 400 for a body nested deeper than MAX_JSON_DEPTH; cheap for short bodies, which cannot be. */
export function checkJsonDepth(text: string) {
  if (text.length > MAX_JSON_DEPTH * 2 && jsonDepthExceeds(text, MAX_JSON_DEPTH))
    throw new ApiError(
      'invalid_request',
      `the request body nests deeper than ${MAX_JSON_DEPTH} levels of objects and arrays; flatten it`,
    );
}

/** Parses a body sent without a JSON content type: empty is no body, too deep is refused before parsing. */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') return undefined;
  checkJsonDepth(text);
  return JSON.parse(text);
}
