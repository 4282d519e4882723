import { describe, expect, it } from 'vitest';
import { type DescribedOperation, type Json, findOperation, readDescription } from './description.ts';
import {
  type OperationDetails,
  type OperationResponse,
  isFile,
  isFileList,
  isFlatObject,
  operationDetails,
  placeholders,
  responseFor,
} from './operation-details.ts';
import { SchemaResolver } from './schema.ts';
import {
  describedWith,
  json,
  ref,
  serviceDescription,
  arrayOf,
  body,
  object,
  parameter,
} from '../../testing/description-builder.ts';

function detailsOf(
  pathItem: Json,
  method = 'post',
  components: Json = {},
  path = '/method/items/{id}',
): { details: OperationDetails; operation: DescribedOperation; document: Json } {
  const document: Json = serviceDescription({ paths: { [path]: pathItem }, components });
  const description = readDescription(document);
  const operation = description.operations.find((candidate) => candidate.method === method.toUpperCase());
  if (!operation) throw new Error(`no ${method} operation`);
  return { details: operationDetails(document, operation), operation, document };
}

const paramNames = (details: OperationDetails) =>
  details.parameters.map((parameter) => `${parameter.in}:${parameter.name}`);
const param = (details: OperationDetails, key: string) => {
  const found = details.parameters.find((parameter) => `${parameter.in}:${parameter.name}` === key);
  if (!found) throw new Error(`no parameter ${key} in ${paramNames(details).join(', ')}`);
  return found;
};

describe('operationDetails: examples', () => {
  it('gives a parameter its own example, else the first of its examples, else its schema’s', () => {
    const { details } = detailsOf(
      {
        post: {
          parameters: [
            { name: 'a', in: 'query', example: 'own', schema: { type: 'string', example: 'schema' } },
            {
              name: 'b',
              in: 'query',
              examples: { one: { $ref: '#/components/examples/B' }, two: { value: 'second' } },
              schema: { type: 'string' },
            },
            { name: 'c', in: 'query', schema: { type: 'integer', example: 7 } },
            { name: 'd', in: 'query', schema: { type: 'integer' } },
          ],
        },
      },
      'post',
      { examples: { B: { value: 'first' } } },
      '/x',
    );
    expect(param(details, 'query:c').rawSchema).toEqual({ type: 'integer', example: 7 });
    expect(
      ['a', 'b', 'c', 'd'].map((name) => [
        param(details, `query:${name}`).hasExample,
        param(details, `query:${name}`).example,
      ]),
    ).toEqual([
      [true, 'own'],
      [true, 'first'],
      [true, 7],
      [false, undefined],
    ]);
  });

  it('gives a JSON body the examples of its media type, or one built from its schema', () => {
    const withExamples = detailsOf(
      {
        post: {
          requestBody: {
            content: json({ type: 'object' }, { examples: { small: { summary: 'Small', value: { n: 1 } } } }),
          },
        },
      },
      'post',
      {},
      '/x',
    );
    expect(withExamples.details.body?.examples).toEqual([{ summary: 'Small', value: { n: 1 }, generated: false }]);
    const built = detailsOf(
      {
        post: {
          requestBody: {
            content: json(object({ n: 'integer' }, ['n'])),
          },
        },
      },
      'post',
      {},
      '/x',
    );
    expect(built.details.body?.examples).toEqual([{ summary: null, value: { n: 0 }, generated: true }]);
  });
});

describe('operationDetails: parameters', () => {
  it('merges path-level parameters with the operation’s, the operation’s winning for the same name and location', () => {
    const { details } = detailsOf({
      parameters: [
        { name: 'id', in: 'path', schema: { type: 'integer' }, description: 'path-level id' },
        { name: 'page', in: 'query', schema: { type: 'integer' }, description: 'path-level page' },
        { name: 'trace', in: 'header', schema: { type: 'string' } },
      ],
      post: {
        parameters: [
          parameter('page', { schema: { type: 'string' }, description: 'operation page' }),
          { name: 'page', in: 'header', schema: { type: 'string' } },
          { name: 'session', in: 'cookie', schema: { type: 'string' }, deprecated: true },
        ],
      },
    });
    expect(paramNames(details)).toEqual(['path:id', 'query:page', 'header:trace', 'header:page', 'cookie:session']);
    expect(param(details, 'query:page')).toMatchObject({ required: true, description: 'operation page' });
    expect(param(details, 'query:page').schema.types).toEqual(['string']);
    expect(param(details, 'path:id')).toMatchObject({ description: 'path-level id', required: true });
    expect(param(details, 'path:id').schema.types).toEqual(['integer']);
    expect(param(details, 'cookie:session')).toMatchObject({ in: 'cookie', deprecated: true, required: false });
    expect(param(details, 'header:trace').in).toBe('header');
  });

  it('follows $refs to parameters and skips those it cannot read', () => {
    const { details } = detailsOf(
      {
        post: {
          parameters: [
            { $ref: '#/components/parameters/Page' },
            { $ref: '#/components/parameters/Missing' },
            { name: 'nowhere', in: 'body', schema: { type: 'string' } },
            { in: 'query', schema: { type: 'string' } },
            'text',
          ],
        },
      },
      'post',
      {
        parameters: { Page: { name: 'page', in: 'query', schema: ref('Page') } },
        schemas: { Page: { type: 'integer', minimum: 1 } },
      },
    );
    expect(paramNames(details)).toEqual(['query:page', 'path:id']);
    expect(param(details, 'query:page').schema).toMatchObject({ types: ['integer'], minimum: 1, refName: 'Page' });
  });

  it('makes every path parameter required, whatever the description says', () => {
    const { details } = detailsOf({
      post: { parameters: [parameter('id', { in: 'path', required: false, schema: { type: 'string' } })] },
    });
    expect(param(details, 'path:id').required).toBe(true);
  });

  it('adds a required string path parameter for a placeholder the description forgot to declare', () => {
    const { details } = detailsOf(
      { post: { parameters: [{ name: 'id', in: 'path', schema: { type: 'integer' } }] } },
      'post',
      {},
      '/method/{group}/items/{id}',
    );
    expect(paramNames(details)).toEqual(['path:id', 'path:group']);
    expect(param(details, 'path:group')).toMatchObject({ required: true, in: 'path' });
    expect(param(details, 'path:group').schema.types).toEqual(['string']);
    // A query parameter of the same name does not count as the path's.
    const other = detailsOf({ get: { parameters: [{ name: 'id', in: 'query', schema: { type: 'integer' } }] } }, 'get');
    expect(paramNames(other.details)).toEqual(['query:id', 'path:id']);
  });

  it('reads a parameter schema given through `content`', () => {
    const { details } = detailsOf({
      post: {
        parameters: [
          {
            name: 'filter',
            in: 'query',
            content: json(object({ a: 'string' })),
          },
        ],
      },
    });
    expect(param(details, 'query:filter').schema.types).toEqual(['object']);
    expect(param(details, 'query:filter').schema.properties.map((property) => property.name)).toEqual(['a']);
  });

  it('explodes query arrays by default (form style) and not when told otherwise', () => {
    const { details } = detailsOf({
      post: {
        parameters: [
          { name: 'a', in: 'query', schema: arrayOf('string') },
          { name: 'b', in: 'query', explode: false, schema: arrayOf('string') },
          { name: 'c', in: 'query', style: 'pipeDelimited', schema: arrayOf('string') },
          {
            name: 'd',
            in: 'query',
            style: 'spaceDelimited',
            explode: true,
            schema: arrayOf('string'),
          },
        ],
      },
    });
    expect(['a', 'b', 'c', 'd'].map((name) => param(details, `query:${name}`).explode)).toEqual([
      true,
      false,
      false,
      true,
    ]);
  });

  it('keeps a blank description out', () => {
    const { details } = detailsOf({
      post: { parameters: [{ name: 'q', in: 'query', description: '  ', schema: { type: 'string' } }] },
    });
    expect(param(details, 'query:q').description).toBeUndefined();
  });
});

describe('operationDetails: request body', () => {
  const schema = object({ name: 'string' });

  it('prefers JSON over multipart and urlencoded, whatever the order, and lists the others', () => {
    const { details } = detailsOf({
      post: {
        requestBody: {
          required: true,
          description: 'The item',
          content: {
            'multipart/form-data': {
              schema: object({ file: { type: 'string', format: 'binary' } }),
            },
            'application/x-www-form-urlencoded': { schema },
            'application/json': { schema },
          },
        },
      },
    });
    expect(details.body).toMatchObject({
      kind: 'json',
      mediaType: 'application/json',
      required: true,
      description: 'The item',
      alternatives: ['multipart/form-data', 'application/x-www-form-urlencoded'],
    });
    expect(details.body!.rawSchema).toBe(schema);
    expect(details.body!.schema.properties.map((property) => property.name)).toEqual(['name']);
    expect(details.unsupportedBody).toEqual([]);
  });

  it('prefers multipart over urlencoded', () => {
    const { details } = detailsOf({
      post: {
        requestBody: {
          content: { 'application/x-www-form-urlencoded': { schema }, 'multipart/form-data': { schema } },
        },
      },
    });
    expect(details.body).toMatchObject({ kind: 'multipart', mediaType: 'multipart/form-data', required: false });
  });

  it('counts vendor +json types and JSON with parameters as JSON', () => {
    for (const mediaType of [
      'application/vnd.x+json',
      'application/problem+json',
      'application/json; charset=utf-8',
      'Application/JSON',
    ]) {
      const { details } = detailsOf({
        post: { requestBody: { content: { 'multipart/form-data': { schema }, [mediaType]: { schema } } } },
      });
      expect(details.body, mediaType).toMatchObject({ kind: 'json', mediaType });
    }
  });

  it('does not count look-alikes as JSON', () => {
    const { details } = detailsOf({
      post: { requestBody: { content: { 'application/jsonp': { schema }, 'text/json+xml': { schema } } } },
    });
    expect(details.body).toBeUndefined();
    expect(details.unsupportedBody).toEqual(['application/jsonp', 'text/json+xml']);
  });

  it('reports an XML-only body as unsupported', () => {
    const { details } = detailsOf({
      post: { requestBody: { required: true, content: { 'application/xml': { schema }, 'text/plain': {} } } },
    });
    expect(details.body).toBeUndefined();
    expect(details.unsupportedBody).toEqual(['application/xml', 'text/plain']);
  });

  it('follows a $ref to a request body', () => {
    const { details } = detailsOf({ post: { requestBody: { $ref: '#/components/requestBodies/Item' } } }, 'post', {
      requestBodies: {
        Item: body(ref('Item')),
      },
      schemas: { Item: schema },
    });
    expect(details.body).toMatchObject({ kind: 'json', required: true });
    expect(details.body!.schema.refName).toBe('Item');
    expect(details.body!.rawSchema).toEqual({ $ref: '#/components/schemas/Item' });
  });

  it('has no body when none is described (or it has no content)', () => {
    expect(detailsOf({ post: {} }).details).toMatchObject({ body: undefined, unsupportedBody: [] });
    expect(detailsOf({ post: { requestBody: { description: 'x' } } }).details).toMatchObject({
      body: undefined,
      unsupportedBody: [],
    });
  });

  it('gives an any-schema to a JSON body without a schema', () => {
    const { details } = detailsOf({ post: { requestBody: { content: { 'application/json': {} } } } });
    expect(details.body).toMatchObject({ kind: 'json', rawSchema: undefined });
    expect(details.body!.schema.types).toEqual([]);
  });
});

describe('operationDetails: responses', () => {
  const { details } = detailsOf(
    {
      get: {
        responses: {
          '200': {
            description: 'OK',
            content: {
              'text/plain': { schema: { type: 'string' } },
              'application/json': { schema: ref('Item') },
            },
          },
          '204': { description: '  ' },
          '4XX': { $ref: '#/components/responses/ClientError' },
          default: { description: 'Anything else', content: { 'text/html': {} } },
          '500': { $ref: '#/components/responses/Missing' },
        },
      },
    },
    'get',
    {
      responses: {
        ClientError: {
          description: 'Client error',
          content: { 'application/problem+json': { schema: { type: 'object' } } },
        },
      },
      schemas: { Item: { type: 'object' } },
    },
  );

  it('reads each response, preferring a JSON media type, following $refs and skipping unreadable ones', () => {
    expect(details.responses.map((response) => [response.status, response.description, response.mediaType])).toEqual([
      ['200', 'OK', 'application/json'],
      ['204', undefined, undefined],
      ['4XX', 'Client error', 'application/problem+json'],
      ['default', 'Anything else', 'text/html'],
    ]);
    expect(details.responses[0]!.schema?.refName).toBe('Item');
    expect(details.responses[0]!.rawSchema).toEqual({ $ref: '#/components/schemas/Item' });
    expect(details.responses[1]!.schema).toBeUndefined();
    expect(details.responses[3]!.schema).toBeUndefined();
  });

  it('has no responses when none are described', () => {
    expect(detailsOf({ get: {} }, 'get').details.responses).toEqual([]);
  });
});

describe('responseFor', () => {
  const response = (status: string): OperationResponse => ({
    status,
    description: status,
    mediaType: undefined,
    schema: undefined,
    rawSchema: undefined,
  });
  const responses = [response('default'), response('2XX'), response('201'), response('4xx'), response('404')];

  it('prefers the exact code, then the range, then default', () => {
    expect(responseFor(responses, 201)?.status).toBe('201');
    expect(responseFor(responses, 200)?.status).toBe('2XX');
    expect(responseFor(responses, 404)?.status).toBe('404');
    expect(responseFor(responses, 403)?.status).toBe('4xx');
    expect(responseFor(responses, 500)?.status).toBe('default');
  });

  it('gives undefined when nothing describes the status', () => {
    expect(responseFor([response('200')], 500)).toBeUndefined();
    expect(responseFor([], 200)).toBeUndefined();
  });
});

describe('isFlatObject, isFile, isFileList', () => {
  const resolver = new SchemaResolver(describedWith({ Node: object({ next: ref('Node') }) }, {}, '3.1.0'));
  const flat = (raw: unknown) => isFlatObject(resolver.resolve(raw));

  it('is an object of scalars, enums and files', () => {
    expect(
      flat(
        object({
          name: 'string',
          count: 'integer',
          kind: { enum: ['a', 'b'] },
          on: { type: 'boolean', nullable: true },
          avatar: { type: 'string', format: 'binary' },
          photos: arrayOf({ type: 'string', contentMediaType: 'image/png' }),
        }),
      ),
    ).toBe(true);
  });

  it('is not an object with nested objects, arrays of scalars, variants, circular parts, or no properties', () => {
    expect(flat(object({ inner: object({ a: 'string' }) }))).toBe(false);
    expect(flat(object({ tags: arrayOf('string') }))).toBe(false);
    expect(flat(object({ either: { oneOf: [{ type: 'string' }, { type: 'integer' }] } }))).toBe(false);
    expect(flat(ref('Node'))).toBe(false);
    expect(flat({ type: 'object' })).toBe(false);
    expect(flat({ type: 'string' })).toBe(false);
  });

  it('recognises files and lists of files', () => {
    expect(isFile(resolver.resolve({ type: 'string', format: 'binary' }))).toBe(true);
    expect(isFile(resolver.resolve({ type: 'string', format: 'base64' }))).toBe(true);
    expect(isFile(resolver.resolve({ type: 'string', contentMediaType: 'application/octet-stream' }))).toBe(true);
    expect(isFile(resolver.resolve({ type: 'string', format: 'date-time' }))).toBe(false);
    expect(isFile(resolver.resolve({ type: 'integer', format: 'binary' }))).toBe(false);
    expect(isFileList(resolver.resolve(arrayOf({ type: 'string', format: 'binary' })))).toBe(true);
    expect(isFileList(resolver.resolve(arrayOf('string')))).toBe(false);
    expect(isFileList(resolver.resolve({ type: 'array' }))).toBe(false);
  });
});

describe('operationDetails with a read description', () => {
  it('works on an operation found by key, sharing one resolver', () => {
    const document: Json = serviceDescription({
      openapi: '3.1.0',
      paths: {
        '/method/slots/{slot}': {
          parameters: [{ name: 'slot', in: 'path', schema: { type: 'integer' } }],
          put: {
            operationId: 'putSlot',
            requestBody: { content: json(ref('Slot')) },
            responses: { '200': { description: 'OK', content: json(ref('Slot')) } },
          },
        },
      },
      schemas: { Slot: object({ id: { type: ['integer', 'null'] } }) },
    });
    const operation = findOperation(readDescription(document), 'putSlot')!;
    const details = operationDetails(document, operation, new SchemaResolver(document));
    expect(paramNames(details)).toEqual(['path:slot']);
    expect(details.body?.schema.refName).toBe('Slot');
    expect(details.responses[0]!.schema?.properties[0]!.schema).toMatchObject({ types: ['integer'], nullable: true });
  });
});

describe('placeholders', () => {
  it('finds what /\\{([^}]+)\\}/g finds (random short paths)', () => {
    const alphabet = ['{', '}', 'a', 'b', '/', '{a}', '{}'];
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let run = 0; run < 3000; run += 1) {
      const path = Array.from(
        { length: Math.floor(random() * 20) },
        () => alphabet[Math.floor(random() * alphabet.length)],
      ).join('');
      expect(placeholders(path)).toEqual([...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]));
    }
  });

  it('reads a path of 1 MB of "{" with one "}" at the end, and without it', () => {
    const opens = '{'.repeat(1_000_000);
    expect(placeholders(`/x/${opens}`)).toEqual([]);
    expect(placeholders(`/x/${opens}}`)).toEqual([opens.slice(1)]);
  });
});

describe('operationDetails: a body sample is built only when read', () => {
  it('does not read the body’s examples until asked, then reads them once', () => {
    let reads = 0;
    const media: Json = { schema: { type: 'object' } };
    Object.defineProperty(media, 'example', {
      enumerable: true,
      get: () => {
        reads += 1;
        return { n: 1 };
      },
    });
    // The media object as given, its getter counting reads.
    const document: Json = serviceDescription({
      paths: { '/method/logout': { post: { requestBody: { content: { 'application/json': media } } } } },
    });
    const operation = readDescription(document).operations[0]!;
    const details = operationDetails(document, operation);
    expect(details.body?.mediaType).toBe('application/json');
    expect(reads).toBe(0);
    expect(details.body?.examples).toEqual([{ summary: null, value: { n: 1 }, generated: false }]);
    expect(details.body?.examples).toHaveLength(1);
    expect(reads).toBe(1);
  });
});

describe('operationDetails: what is resolved when', () => {
  it('resolves a body’s and an answer’s schema when first read, once, and gives the same as resolving them at once', () => {
    const document: Json = serviceDescription({
      paths: {
        '/method/items': {
          post: {
            requestBody: { content: json(ref('Item')) },
            responses: {
              '200': { description: 'OK', content: json(ref('Item')) },
              '400': { description: 'Bad', content: json(ref('Error')) },
            },
          },
        },
      },
      schemas: {
        Item: object({ title: 'string' }, ['title']),
        Error: object({ message: 'string' }),
      },
    });
    const operation = readDescription(document).operations[0]!;
    const resolver = new SchemaResolver(document);
    const resolved: unknown[] = [];
    const resolve = resolver.resolve.bind(resolver);
    // Counts what each of the operation's own schemas names (resolving one also resolves what is inside it).
    resolver.resolve = (raw) => {
      if (raw && typeof raw === 'object' && '$ref' in raw) resolved.push(raw.$ref);
      return resolve(raw);
    };
    const details = operationDetails(document, operation, resolver);
    expect(resolved).toEqual([]);

    const answer = responseFor(details.responses, 200)!.schema;
    expect(resolved).toHaveLength(1);
    expect(responseFor(details.responses, 200)!.schema).toBe(answer);
    expect(answer).toEqual(new SchemaResolver(document).resolve({ $ref: '#/components/schemas/Item' }));
    expect(details.body!.schema.required).toEqual(['title']);
    expect(resolved).toHaveLength(2);
    expect(responseFor(details.responses, 400)!.schema!.properties.map((property) => property.name)).toEqual([
      'message',
    ]);
    expect(resolved).toEqual(['#/components/schemas/Item', '#/components/schemas/Item', '#/components/schemas/Error']);
  });
});
