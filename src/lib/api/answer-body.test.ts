import { describe, expect, it } from 'vitest';
import { isTextType, mediaTypeOf, readAnswerBody, utf8Length } from './answer-body.ts';

const buffer = (bytes: readonly number[]) => new Uint8Array(bytes).buffer;
const encoded = (text: string) => new TextEncoder().encode(text).buffer;

describe('isTextType', () => {
  it('reads JSON, +json and text/* as text, anything else as bytes', () => {
    expect(isTextType('application/json; charset=utf-8')).toBe(true);
    expect(isTextType('application/problem+json')).toBe(true);
    expect(isTextType('Text/CSV')).toBe(true);
    expect(isTextType('text/plain')).toBe(true);
    expect(isTextType('application/octet-stream')).toBe(false);
    expect(isTextType('application/pdf')).toBe(false);
    expect(isTextType('image/png')).toBe(false);
    expect(isTextType('application/jsonp')).toBe(false);
    expect(isTextType(null)).toBe('if-it-decodes');
  });

  it('takes the media type without its parameters', () => {
    expect(mediaTypeOf(' Application/JSON ; charset=UTF-8')).toBe('application/json');
    expect(mediaTypeOf(undefined)).toBe('');
  });
});

describe('readAnswerBody', () => {
  it('keeps text as text only', () => {
    const body = readAnswerBody(encoded('{"name":"Анна"}'), 'application/json');
    expect(body).toEqual({ text: '{"name":"Анна"}' });
  });

  it('keeps a binary type as its bytes, untouched, and no text', () => {
    const bytes = [0x50, 0x4b, 0x03, 0x04, 0xff, 0x00, 0xfe];
    const body = readAnswerBody(buffer(bytes), 'application/zip');
    expect(body.text).toBe('');
    expect('bytes' in body && [...body.bytes]).toEqual(bytes);
  });

  it('keeps bytes that claim to be text but are not UTF-8 (a windows-1251 CSV) as bytes', () => {
    const body = readAnswerBody(buffer([0xc0, 0xed, 0xed, 0xe0, 0x2c, 0x31]), 'text/csv');
    expect('bytes' in body && body.bytes.byteLength).toBe(6);
  });

  it('reads a body without a type as text when it decodes, else as bytes', () => {
    expect(readAnswerBody(encoded('plain'), null)).toEqual({ text: 'plain' });
    expect('bytes' in readAnswerBody(buffer([0xff, 0xfe, 0x00]), null)).toBe(true);
  });

  it('drops a BOM as Response.text() does, and gives empty text for an empty body of any type', () => {
    expect(readAnswerBody(buffer([0xef, 0xbb, 0xbf, 0x7b, 0x7d]), 'application/json')).toEqual({ text: '{}' });
    expect(readAnswerBody(buffer([]), 'application/octet-stream')).toEqual({ text: '' });
  });
});

describe('utf8Length', () => {
  it('counts as TextEncoder does', () => {
    for (const text of ['', 'abc', 'Анна', '直播', '😀 pair', 'lone \ud800 surrogate', '\udc00 trail'])
      expect(utf8Length(text), text).toBe(new TextEncoder().encode(text).byteLength);
  });
});
