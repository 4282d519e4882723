// How a description's `pattern` is read. JSON Schema says ECMA-262, unanchored, with the `u` flag — but some
// frameworks print the pattern of their validator as a JavaScript regex literal (`"/^[0-9]*$/"`), which read as JSON
// Schema can match nothing at all. A literal is read as the regex it names; the service, not the description's
// spelling, decides what it accepts.

const FLAGS = /^[dgimsuvy]*$/;
const CACHE_LIMIT = 500;
const cache = new Map<string, RegExp | null>();

/**
 * The body and flags of a pattern written as a regex literal, or undefined when it is not one: it starts with `/`,
 * ends with `/` and flag letters only, the body is not empty and has no `/` of its own outside a character class
 * unless escaped (so a path pattern such as `/api/v1/` stays a JSON Schema pattern).
 */
function literalParts(pattern: string): { body: string; flags: string } | undefined {
  if (!pattern.startsWith('/')) return undefined;
  const end = pattern.lastIndexOf('/');
  if (end <= 1) return undefined;
  const flags = pattern.slice(end + 1);
  if (!FLAGS.test(flags)) return undefined;
  const body = pattern.slice(1, end);
  let inClass = false;
  for (let i = 0; i < body.length; i += 1) {
    const char = body[i];
    if (char === '\\') i += 1;
    else if (char === '[') inClass = true;
    else if (char === ']') inClass = false;
    else if (char === '/' && !inClass) return undefined;
  }
  return { body, flags };
}

function compile(pattern: string): RegExp | null {
  const literal = literalParts(pattern);
  if (literal) {
    try {
      // `g` and `y` would make `test` remember where it stopped: the same value would pass, then fail.
      return new RegExp(literal.body, literal.flags.replace(/[gy]/g, ''));
    } catch {
      // Not a valid literal after all: read it as JSON Schema below.
    }
  }
  try {
    return new RegExp(pattern, 'u');
  } catch {
    try {
      // Many descriptions are written for engines without `u` (`\-` outside a class, `{` unescaped).
      return new RegExp(pattern);
    } catch {
      return null;
    }
  }
}

/** The regex a description's pattern names, or null when it names none (the caller skips the check). */
export function readPattern(pattern: string): RegExp | null {
  const known = cache.get(pattern);
  if (known !== undefined) return known;
  const regex = compile(pattern);
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  cache.set(pattern, regex);
  return regex;
}
