import { describe, expect, it } from 'vitest';
import { imageSource, isPictureName, pictureField, readPicture } from './record-picture.ts';
import { SchemaResolver } from './schema.ts';

const record = (properties: Record<string, unknown>) => new SchemaResolver({}).resolve({ type: 'object', properties });
const text = { type: 'string' };

describe('isPictureName', () => {
  it('takes a picture word alone or with sizes, link words and whose picture it is', () => {
    for (const name of [
      'photo',
      'photo_50',
      'photo_200_orig',
      'photo50x50',
      'avatar',
      'avatarUrl',
      'avatar_url',
      'picture',
      'image',
      'imageURL',
      'profile_image_url',
      'logo',
      'icon',
      'userpic',
      'thumbnail',
    ])
      expect(isPictureName(name), name).toBe(true);
  });

  it('takes no name with other words, nor one with two pictures or none', () => {
    for (const name of [
      'name',
      'photo_count',
      'has_avatar',
      'image_width',
      'photo_id',
      'cover_photo',
      'url',
      'photo_icon',
    ])
      expect(isPictureName(name), name).toBe(false);
  });
});

describe('pictureField', () => {
  it('takes the first picture property the schema writes, text with a link format or none', () => {
    expect(pictureField(record({ name: text, photo_50: text, photo_100: text }), undefined)).toBe('photo_50');
    expect(pictureField(record({ avatar: { type: 'string', format: 'uri' } }), undefined)).toBe('avatar');
    expect(pictureField(record({ avatar: { type: 'string', format: 'uri-reference' } }), undefined)).toBe('avatar');
  });

  it('takes no picture that is not text, has another format (bytes of a file, a date) or is a secret', () => {
    expect(pictureField(record({ photo_50: { type: 'integer' } }), undefined)).toBeUndefined();
    expect(pictureField(record({ avatar: { type: 'string', format: 'byte' } }), undefined)).toBeUndefined();
    expect(pictureField(record({ avatar: { type: 'string', format: 'binary' } }), undefined)).toBeUndefined();
    expect(pictureField(record({ avatar: { type: 'string', writeOnly: true } }), undefined)).toBeUndefined();
    expect(pictureField(record({ name: text }), { name: 'x', photo: 'https://a.example/p.png' })).toBeUndefined();
  });

  it('reads the record itself when the schema declares nothing', () => {
    expect(pictureField(undefined, { name: 'Anna', photo_50: 'https://a.example/p.png' })).toBe('photo_50');
    expect(pictureField(undefined, { photo_50: 50 })).toBeUndefined();
    expect(pictureField(undefined, null)).toBeUndefined();
  });
});

describe('readPicture', () => {
  it('gives the text as it came, trimmed, and nothing for what is not text or too long', () => {
    expect(readPicture({ photo: ' https://a.example/p.png ' }, 'photo')).toBe('https://a.example/p.png');
    expect(readPicture({ photo: 7 }, 'photo')).toBeUndefined();
    expect(readPicture({ photo: '' }, 'photo')).toBeUndefined();
    expect(readPicture({ photo: `https://a.example/${'a'.repeat(3000)}` }, 'photo')).toBeUndefined();
    expect(readPicture(undefined, 'photo')).toBeUndefined();
    expect(readPicture({ photo: 'https://a.example/p.png' }, undefined)).toBeUndefined();
  });
});

describe('imageSource', () => {
  const origin = 'http://127.0.0.1:5173';

  it('loads an https address, and one of the page’s own origin', () => {
    expect(imageSource('https://cdn.example/a_50.png', origin)).toBe('https://cdn.example/a_50.png');
    expect(imageSource('http://127.0.0.1:5173/avatars/1.png', origin)).toBe('http://127.0.0.1:5173/avatars/1.png');
  });

  it('loads nothing else: http elsewhere, script and data addresses, relative paths, credentials', () => {
    for (const value of [
      'http://cdn.example/a.png',
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'blob:https://cdn.example/1',
      '/avatars/1.png',
      '//cdn.example/a.png',
      'https://user:secret@cdn.example/a.png',
      'http://127.0.0.1:5174/a.png',
      'not a url',
      `https://cdn.example/${'a'.repeat(3000)}`,
      undefined,
    ])
      expect(imageSource(value, origin), String(value)).toBeUndefined();
  });
});
