import { describedValues } from '../../../lib/service-description/record-kind.ts';
import type { LevelNamer } from '../../../lib/operations/account/access-level-words.ts';
import type { Schema } from '../../../lib/service-description/schema.ts';

// Access levels as an operation takes them: numbers (the real kind's `access_type`), named by what the deployment's
// configuration says each allows (lib/operations/account/access-level-words.ts), else by the words the description
// gives them (a vendor extension beside the enum, or one-value alternatives with a title). A level is never shown as
// its number, and nothing else is assumed of it: not an order, not what it allows.

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

/** A level in the description's words, or undefined where it gives none. */
export const levelWord = (levels: Levels, value: number): string | undefined => levels.words?.get(value);

/** A level's name and, where known, the line saying what it allows. */
export interface NamedLevel {
  name: string;
  line?: string | undefined;
}

/** The levels an operation takes, each with its name where one is known. */
export interface NamedLevels {
  values: readonly number[];
  nameOf: (level: number | undefined) => NamedLevel | undefined;
}

/** The configuration's names first, then the description's words. */
export function namedLevels(levels: Levels, namer: LevelNamer): NamedLevels {
  return {
    values: levels.values,
    nameOf: (level) => {
      if (level === undefined) return undefined;
      const word = levelWord(levels, level);
      return namer(level) ?? (word === undefined ? undefined : { name: word });
    },
  };
}

const labelOf = (named: NamedLevel) => (named.line ? `${named.name} (${named.line})` : named.name);

/**
 * The levels a person may choose among, each with the label its option shows: only those named, and told apart — two
 * of one name are labelled with their lines, and levels still alike are left out (choosing between them would be a
 * guess).
 */
export function levelChoices(levels: NamedLevels): { level: number; label: string }[] {
  const named = levels.values.flatMap((level) => {
    const name = levels.nameOf(level);
    return name ? [{ level, name }] : [];
  });
  const count = (of: (one: (typeof named)[number]) => string, text: string) =>
    named.filter((one) => of(one) === text).length;
  return named.flatMap(({ level, name }) => {
    if (count((one) => one.name.name, name.name) === 1) return [{ level, label: name.name }];
    const label = labelOf(name);
    return count((one) => labelOf(one.name), label) === 1 ? [{ level, label }] : [];
  });
}

/** Levels from several places the description gives them (a parameter, a property): the first that enumerates them. */
export function levelsFrom(...schemas: (Schema | undefined)[]): Levels {
  const each = schemas.map(levelsOf);
  return {
    values: each.find((levels) => levels.values.length > 0)?.values ?? [],
    words: each.find((levels) => levels.words !== undefined)?.words,
  };
}
