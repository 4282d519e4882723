// Schemas the sheet (../shared/real-kind-shapes.md) names without ever writing out, where ../shared/real-kind-newer.md
// (the newer published client of the same kind) writes a model of that name: `**Name** { `field`: type; … }`, its
// fields required unless marked `?`. The sheet stays first: only a name it leaves open is taken from there.
import { type SheetSchema, closing, splitTop } from './real-kind-schema.ts';

const PRIMITIVES: Record<string, 'string' | 'number' | 'boolean'> = {
  string: 'string',
  number: 'number',
  boolean: 'boolean',
};

/** A field's type as the newer page writes it (`string`, `Name[]`, `'a' | 'b'`, `number (restream id)`). */
function typeOf(text: string): SheetSchema {
  const type = text.replace(/\s*\([^)]*\)\s*$/, '').trim();
  if (type.endsWith('[]')) return { type: 'array', items: typeOf(type.slice(0, -2)) };
  if (type.startsWith("'"))
    return { type: 'string', enum: type.split('|').map((value) => value.trim().replace(/^'|'$/g, '')) };
  const primitive = PRIMITIVES[type];
  if (primitive) return { type: primitive };
  return /^[A-Z]\w*$/.test(type) ? { $ref: type } : { type: 'object' };
}

/** The models of `names` the newer page writes out, by name. */
export function newerSchemas(newer: string, names: readonly string[]): Record<string, SheetSchema> {
  const schemas: Record<string, SheetSchema> = {};
  for (const name of names) {
    const at = newer.indexOf(`**${name}**`);
    const open = at < 0 ? -1 : newer.indexOf('{', at);
    // The model's fields follow its name on the same line (a version mark between them at most).
    if (open < 0 || newer.slice(at, open).includes('\n')) continue;
    const close = closing(newer, open);
    const properties: Record<string, SheetSchema> = {};
    const required: string[] = [];
    for (const field of splitTop(newer.slice(open + 1, close).replace(/\s+/g, ' '), ';')) {
      const match = /^`(\w+)`(\?)?:\s*(.+)$/.exec(field);
      if (match?.[1] === undefined) continue;
      properties[match[1]] = typeOf(match[3] ?? '');
      if (match[2] !== '?') required.push(match[1]);
    }
    schemas[name] = { type: 'object', properties, required };
  }
  return schemas;
}
