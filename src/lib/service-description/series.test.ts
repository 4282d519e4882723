import { describe, expect, it } from 'vitest';
import { SchemaResolver } from './schema.ts';
import { findSeries, isTimeKey, readNumbers, readTimes } from './series.ts';
import { arrayOf, object } from '../../testing/description-builder.ts';

const schemaOf = (raw: unknown) => new SchemaResolver({}).resolve(raw);
const T = ['2026-11-23T10:00:00Z', '2026-11-23T10:05:00Z', '2026-11-23T10:10:00Z'];
const MS = T.map((iso) => Date.parse(iso));
const names = (value: unknown, schema?: unknown) =>
  findSeries(value, schema === undefined ? undefined : schemaOf(schema))?.lines.map((line) => line.name);

describe('time keys and values', () => {
  it('reads keys by their words', () => {
    for (const key of [
      'timeLine',
      'timeline',
      'time',
      'timestamp',
      'created_at',
      'updatedAt',
      'date',
      'ts',
      'date_end',
    ])
      expect(isTimeKey(key), key).toBe(true);
    for (const key of ['timeout', 'stat', 'format', 'data', 'viewers', 'update'])
      expect(isTimeKey(key), key).toBe(false);
  });

  it('reads ISO text under any key, in several spellings, and nothing else as text', () => {
    expect(readTimes(T, 'labels', undefined)).toEqual(MS);
    expect(readTimes(['2026-11-23', '2026-11-24'], 'x', undefined)).toEqual([
      Date.parse('2026-11-23'),
      Date.parse('2026-11-24'),
    ]);
    expect(readTimes(['2026-11-23 10:00:05.5+03:00', '2026-11-23T10:00+0300'], 'x', undefined)).toEqual([
      Date.parse('2026-11-23T10:00:05.5+03:00'),
      Date.parse('2026-11-23T10:00+03:00'),
    ]);
    expect(readTimes(['yesterday', 'today'], 'time', undefined)).toBeUndefined();
    expect(readTimes(['2026-13-45T99:00:00Z', T[0]], 'time', undefined)).toBeUndefined();
    expect(readTimes([T[0], null, T[1]], 'time', undefined)).toBeUndefined();
  });

  it('reads numbers as times only under a time key or format, as seconds or milliseconds', () => {
    const seconds = MS.map((ms) => ms / 1000);
    expect(readTimes(seconds, 'values', undefined)).toBeUndefined();
    expect(readTimes(seconds, 'timeLine', undefined)).toEqual(MS);
    expect(readTimes(MS, 'ts', undefined)).toEqual(MS);
    expect(readTimes(seconds, 'x', schemaOf({ type: 'integer', format: 'date-time' }))).toEqual(MS);
    expect(readTimes(seconds, 'x', schemaOf({ type: 'integer', format: 'unix-time' }))).toEqual(MS);
  });

  it('does not read small numbers under a time key as instants of 1970: they are durations or offsets', () => {
    expect(readTimes([0, 5, 10], 'time', undefined)).toBeUndefined();
  });

  it('refuses mixed, non-finite and too few values', () => {
    expect(readTimes([MS[0], T[1]], 'ts', undefined)).toBeUndefined();
    expect(readTimes([T[0], MS[1]], 'ts', undefined)).toBeUndefined();
    expect(readTimes([T[0]], 'ts', undefined)).toBeUndefined();
    expect(readTimes([MS[0], Infinity], 'ts', undefined)).toBeUndefined();
    expect(readNumbers([1, 2, Infinity], 3)).toBeUndefined();
    expect(readNumbers([1, '2', 3], 3)).toBeUndefined();
    expect(readNumbers([1, null, 3], 3)).toEqual([1, null, 3]);
    expect(readNumbers([1, null, null], 3)).toBeUndefined();
    expect(readNumbers([1, 2], 3)).toBeUndefined();
  });
});

describe('findSeries: parallel arrays', () => {
  it('finds numbers beside a timeLine of the same length, named by their keys', () => {
    const series = findSeries({ timeLine: T, viewers: [3, 7, 5], bitrate: [4500, null, 4400], title: 'x' }, undefined);
    expect(series).toMatchObject({ shape: 'arrays', at: '', timeKey: 'timeLine', times: MS, sentTimes: T });
    expect(series?.lines).toEqual([
      { name: 'viewers', values: [3, 7, 5] },
      { name: 'bitrate', values: [4500, null, 4400] },
    ]);
  });

  it('finds per-server arrays one level down, named by the record’s name-like field, else by place', () => {
    const graph = {
      timeLine: T,
      servers: [
        { name: 'eu-1', points: [1, 2, 3] },
        { name: 'us-1', points: [4, 5, 6] },
      ],
    };
    expect(names(graph)).toEqual(['eu-1', 'us-1']);
    expect(names({ timeLine: T, servers: [{ points: [1, 2, 3] }, { points: [4, 5, 6] }] })).toEqual([
      'servers[0]',
      'servers[1]',
    ]);
    expect(
      names({ timeLine: T, servers: [{ title: 'eu', in: [1, 2, 3], out: [3, 2, 1], server_id: [1, 1, 1] }] }),
    ).toEqual(['eu · in', 'eu · out']);
    expect(names({ timeLine: T, bitrate: { in: [1, 2, 3], out: [3, 2, 1] } })).toEqual(['bitrate.in', 'bitrate.out']);
    expect(
      names({
        timeLine: T,
        servers: [
          { name: 'eu', points: [1, 2, 3] },
          { name: 'eu', points: [4, 5, 6] },
        ],
      }),
    ).toEqual(['eu', 'eu (2)']);
  });

  it('finds the arrays of records those records hold, as the real kind’s graph answers per country and city', () => {
    const graph = {
      type: 'network',
      timeLine: T,
      countries: [
        {
          countryName: 'Germany',
          cities: [
            { cityName: 'Frankfurt', data: [1, 2, 3] },
            { cityName: 'Berlin', data: [2, 2, 2] },
          ],
        },
        { countryName: 'USA', cities: [{ cityName: 'Ashburn', data: [4, 5, 6] }] },
      ],
    };
    expect(names(graph)).toEqual(['Germany · Frankfurt', 'Germany · Berlin', 'USA · Ashburn']);
    // A country's own numbers come before its cities'; no deeper than cities.
    expect(
      names({
        timeLine: T,
        countries: [
          {
            countryName: 'Germany',
            total: [3, 4, 5],
            cities: [{ cityName: 'Frankfurt', data: [1, 2, 3], hosts: [{ name: 'fra-1', load: [1, 1, 1] }] }],
          },
        ],
      }),
    ).toEqual(['Germany · total', 'Germany · Frankfurt']);
  });

  it('takes the name field the schema declares', () => {
    const schema = object({
      timeLine: arrayOf('string'),
      servers: arrayOf(object({ label: 'string', points: arrayOf('number') })),
    });
    expect(names({ timeLine: T, servers: [{ label: 'A', points: [1, 2, 3] }] }, schema)).toEqual(['A']);
  });

  it('reads epoch numbers in a time-named array, and in any array the schema calls date-time', () => {
    expect(findSeries({ time: MS.map((ms) => ms / 1000), load: [1, 2, 3] }, undefined)?.times).toEqual(MS);
    const schema = object({ x: arrayOf({ type: 'integer', format: 'date-time' }), load: arrayOf('number') });
    expect(findSeries({ x: MS, load: [1, 2, 3] }, schemaOf(schema))?.timeKey).toBe('x');
    expect(findSeries({ x: MS, load: [1, 2, 3] }, undefined)).toBeUndefined();
  });

  it('refuses arrays of other lengths, too few points, non-finite or mixed values', () => {
    expect(findSeries({ timeLine: T, viewers: [3, 7] }, undefined)).toBeUndefined();
    expect(findSeries({ timeLine: T.slice(0, 1), viewers: [3] }, undefined)).toBeUndefined();
    expect(findSeries({ timeLine: T, viewers: [3, Infinity, 5] }, undefined)).toBeUndefined();
    expect(findSeries({ timeLine: T, viewers: [3, '7', 5] }, undefined)).toBeUndefined();
    expect(findSeries({ timeLine: T, viewers: [null, null, 5] }, undefined)).toBeUndefined();
    expect(findSeries({ timeLine: [T[0], 'soon', T[2]], viewers: [3, 7, 5] }, undefined)).toBeUndefined();
    // Only the arrays that fit are drawn.
    expect(names({ timeLine: T, viewers: [3, 7], load: [1, 2, 3] })).toEqual(['load']);
  });

  it('never draws secrets, ids, enums or other times', () => {
    const schema = object({ level: { type: 'array', items: { type: 'integer' }, enum: [[1, 2, 3]] } });
    expect(
      names(
        {
          timeLine: T,
          pins: [1, 2, 3],
          user_ids: [1, 2, 3],
          server_id: [1, 1, 2],
          ends_at: MS,
          level: [1, 2, 3],
          load: [1, 2, 3],
        },
        schema,
      ),
    ).toEqual(['load']);
    expect(findSeries({ timeLine: T, stream_key: [1, 2, 3] }, undefined)).toBeUndefined();
    expect(findSeries({ credentials: { timeLine: T, load: [1, 2, 3] } }, undefined)).toBeUndefined();
    expect(findSeries({ timeLine: T, servers: [{ name: 'a', password: [1, 2, 3] }] }, undefined)).toBeUndefined();
  });
});

describe('findSeries: records', () => {
  const rows = [
    { at: T[0], viewers: 3, bitrate: 4500 },
    { at: T[1], viewers: 7, bitrate: null },
    { at: T[2], viewers: 5, bitrate: 4400 },
  ];

  it('finds an array of records of an instant and numbers, named by the numbers’ keys', () => {
    const series = findSeries(rows, undefined);
    expect(series).toMatchObject({ shape: 'records', at: '', timeKey: 'at', times: MS, sentTimes: T });
    expect(series?.lines).toEqual([
      { name: 'viewers', values: [3, 7, 5] },
      { name: 'bitrate', values: [4500, null, 4400] },
    ]);
  });

  it('finds them one level down (a paginated list), and with epoch seconds under a time key', () => {
    expect(findSeries({ count: 3, results: rows }, undefined)).toMatchObject({ at: 'results', timeKey: 'at' });
    expect(names(rows.map(({ at, viewers }) => ({ timestamp: Date.parse(at!) / 1000, viewers })))).toEqual(['viewers']);
  });

  it('takes columns in the schema’s order, and skips ids, enums and further instants without refusing the rows', () => {
    const schema = arrayOf(
      object({
        bitrate: 'number',
        quality: { type: 'integer', enum: [1, 2] },
        at: { type: 'string', format: 'date-time' },
      }),
    );
    const withExtras = rows.map((row, index) => ({ id: index + 1, ends_at: row.at, quality: 1, ...row }));
    expect(names(withExtras, schema)).toEqual(['bitrate', 'viewers']);
  });

  it('is not a list of people: records with text, flags or nested values are a list, not a series', () => {
    const users = [
      { id: 11, name: 'Анна', role: 1, added_at: T[0], active: true },
      { id: 12, name: 'Boris', role: 2, added_at: T[1], active: false },
    ];
    expect(findSeries(users, undefined)).toBeUndefined();
    expect(
      findSeries(
        rows.map((row) => ({ ...row, extra: { a: 1 } })),
        undefined,
      ),
    ).toBeUndefined();
    expect(
      findSeries(
        rows.map((row, index) => ({ ...row, viewers: index === 1 ? '7' : row.viewers })),
        undefined,
      ),
    ).toBeUndefined();
  });

  it('refuses fewer than two rows, a row without its instant, and rows with no numbers', () => {
    expect(findSeries(rows.slice(0, 1), undefined)).toBeUndefined();
    expect(findSeries([...rows, { viewers: 1 }], undefined)).toBeUndefined();
    expect(
      findSeries(
        rows.map(({ at }) => ({ at })),
        undefined,
      ),
    ).toBeUndefined();
    expect(findSeries([...rows, 5], undefined)).toBeUndefined();
  });
});

describe('findSeries: anything else', () => {
  it('finds nothing in scalars, empty values and plain objects', () => {
    for (const value of [null, 5, 'text', [], {}, { a: 1 }, [1, 2, 3], T])
      expect(findSeries(value, undefined)).toBeUndefined();
  });

  it('reads a large answer in one pass', () => {
    const size = 50_000;
    const start = Date.parse(T[0]!);
    const timeLine = Array.from({ length: size }, (_, index) => new Date(start + index * 1000).toISOString());
    const series = findSeries({ timeLine, load: Array.from({ length: size }, (_, index) => index % 7) }, undefined);
    expect(series?.times).toHaveLength(size);
    expect(series?.lines[0]?.values).toHaveLength(size);
  });
});

describe('bounded work on any answer', () => {
  it('looks at each record once when every record has keys of its own, and finds no series', () => {
    let reads = 0;
    const rows = Array.from(
      { length: 2_000 },
      (_, index) =>
        new Proxy({ [`k${index}`]: 1 } as Record<string, unknown>, {
          get(target, key) {
            reads += 1;
            return Reflect.get(target, key);
          },
        }),
    );
    expect(findSeries(rows, undefined)).toBeUndefined();
    expect(reads).toBeLessThan(10 * rows.length);
  });

  it('still reads a series whose records hold a few keys each', () => {
    const rows = T.map((at, index) => ({ at, viewers: index, bitrate: index * 2 }));
    expect(names(rows)).toEqual(['viewers', 'bitrate']);
  });

  it('reads no series from instants a Date cannot hold', () => {
    expect(findSeries({ timeLine: [1.7e12, 1e16], viewers: [1, 2] }, undefined)).toBeUndefined();
    expect(findSeries({ timeLine: [1.7e12, -1e16], viewers: [1, 2] }, undefined)).toBeUndefined();
    expect(names({ timeLine: [1.7e12, 1.7e12 + 1000], viewers: [1, 2] })).toEqual(['viewers']);
  });
});
