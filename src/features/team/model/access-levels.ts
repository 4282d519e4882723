import { describedValues } from '../../../lib/service-description/record-kind.ts';
import type { Schema } from '../../../lib/service-description/schema.ts';

// Access levels as the service gives them: numbers (the real kind's `access_type`, 0, 1 and 2) whose meaning neither
// its description nor the sheets of the real kind say. Where a deployment's description names its values (a vendor
// extension beside the enum, or one-value alternatives with a title), those words are shown; otherwise the number,
// with one note saying the service does not say what it means. Nothing else is assumed of a level: not an order, not
// what it allows.

export interface Levels {
  /** The levels the operation takes, in the description's order (the number in a field, where it enumerates none). */
  values: readonly number[];
  /** The description's word for each level it names; undefined where it names none. */
  words: ReadonlyMap<unknown, string> | undefined;
}

export function levelsOf(schema: Schema | undefined): Levels {
  const values = (schema?.enum ?? []).filter(
    (value, index, all): value is number => typeof value === 'number' && all.indexOf(value) === index,
  );
  return { values, words: schema ? describedValues(schema) : undefined };
}

/** A level in words: the description's, or undefined where it gives none (the page then shows the number). */
export const levelWord = (levels: Levels, value: number): string | undefined => levels.words?.get(value);

/** Whether every level shown has the description's words: no note is needed then. */
export const allNamed = (levels: Levels, shown: readonly number[]): boolean =>
  shown.every((value) => levelWord(levels, value) !== undefined);

/** Levels from several places the description gives them (a parameter, a property): the first that enumerates them. */
export function levelsFrom(...schemas: (Schema | undefined)[]): Levels {
  const each = schemas.map(levelsOf);
  return {
    values: each.find((levels) => levels.values.length > 0)?.values ?? [],
    words: each.find((levels) => levels.words !== undefined)?.words,
  };
}
