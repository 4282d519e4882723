import { describe, expect, it } from 'vitest';
import { placeFieldErrors } from './field-problems.ts';

// The service names fields by its own words: a body may have one called `__proto__` or `constructor`, and a refusal
// naming it must land beside it, while a field the refusal does not name gets nothing of an object's own.

const fields = ['__proto__', 'constructor', 'toString', 'title'].map((name) => ({ name, key: `field-${name}` }));

describe('placing the service’s per-field messages', () => {
  it('places a message on a field named __proto__, and none on fields named like an object’s own', () => {
    const { byKey, unplaced } = placeFieldErrors(
      [
        { path: '__proto__', messages: ['Not allowed.'] },
        { path: '__proto__.inner', messages: ['Too long.'] },
      ],
      fields.map((field) => ({ ...field, key: field.name })),
    );
    expect(unplaced).toEqual([]);
    expect(byKey.get('__proto__')).toEqual(['Not allowed.', 'Too long.']);
    for (const name of ['constructor', 'toString', 'title', 'hasOwnProperty']) expect(byKey.get(name)).toBeUndefined();
    expect([...byKey.keys()]).toEqual(['__proto__']);
  });

  it('gives what names no field to the one that takes the rest, prefixed with the path it named', () => {
    const { byKey, unplaced } = placeFieldErrors(
      [
        { path: 'constructor', messages: ['Required.'] },
        { path: 'prototype', messages: ['Unknown.'] },
      ],
      fields,
      '__proto__',
    );
    expect(unplaced).toEqual([]);
    expect(byKey.get('field-constructor')).toEqual(['Required.']);
    expect(byKey.get('__proto__')).toEqual(['prototype: Unknown.']);
  });
});
