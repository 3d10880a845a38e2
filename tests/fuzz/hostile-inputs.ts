import fc from 'fast-check';

/**
 * Hostile requests for any route, as plain data (a Request body can be read once; fast-check may
 * replay a case), each part carrying a short label so a failure says what was sent.
 */
export type Labeled = { label: string; value: string };
/** Bytes a Blob or a Request body accepts. */
type Bytes = Uint8Array<ArrayBuffer>;

const labeled = (entries: [string, string][]): Labeled[] =>
  entries.map(([label, value]) => ({ label, value }));

/**
 * Strings that have broken form handlers, parsers, databases and templates somewhere, in groups
 * drawn with their own weights (an id-shaped string is what reaches a uuid column).
 */
const HOSTILE = {
  ids: labeled([
    ['36 zeros', '0'.repeat(36)],
    ['36 dashes', '-'.repeat(36)],
    ['36 "f"', 'f'.repeat(36)],
    ['nil UUID', '00000000-0000-0000-0000-000000000000'],
    ['unknown UUID', '3f0e5c1a-8d2b-4c6e-9a7f-1b2c3d4e5f60'],
    ['UUID in braces', '{3f0e5c1a-8d2b-4c6e-9a7f-1b2c3d4e5f60}'],
    ['UUID with NUL', '3f0e5c1a-8d2b-4c6e-9a7f-1b2c3d4e5f6\u0000'],
    ['UUID + space', '3f0e5c1a-8d2b-4c6e-9a7f-1b2c3d4e5f60 '],
    ['"-1"', '-1'],
    ['"0"', '0'],
    ['30 digits', '9'.repeat(30)],
  ]),
  encoding: labeled([
    ['NUL', '\u0000'],
    ['NUL inside', 'Mario\u0000Rossi'],
    ['e-mail with NUL', 'ma\u0000rio@example.com'],
    ['10k NUL', '\u0000'.repeat(10_000)],
    ['"%00"', '%00'],
    ['lone high surrogate', '\uD800'],
    ['lone low surrogate', 'ab\uDFFFcd'],
    ['RTL override', '\u202Egnp.exe\u202C'],
    ['zero-width', '\u200B\u200C\u200D\uFEFF'],
    ['emoji', '👍🏽🇮🇹👨‍👩‍👧'],
    ['combining marks', 'e\u0301'.repeat(40)],
    ['e-mail unicode', 'mário@exämple.it'],
  ]),
  sizes: labeled([
    ['10k chars', 'a'.repeat(10_000)],
    ['100k chars', 'b'.repeat(100_000)],
    ['1M chars', 'c'.repeat(1_000_000)],
    ['10k emoji', '😀'.repeat(10_000)],
    ['e-mail 300 chars', `${'a'.repeat(300)}@example.com`],
  ]),
  other: labeled([
    ['empty', ''],
    ['blank', '   '],
    ['<script>', '<script>alert(1)</script>'],
    ['SQL quote', "' OR '1'='1' --"],
    ['SQL drop', "'); DROP TABLE users; --"],
    ['"null"', 'null'],
    ['"undefined"', 'undefined'],
    ['"__proto__"', '__proto__'],
    ['"constructor"', 'constructor'],
    ['"NaN"', 'NaN'],
    ['"1e309"', '1e309'],
    ['"-0"', '-0'],
    ['"1.5"', '1.5'],
    ['"0x10"', '0x10'],
    ['path traversal', '../../etc/passwd'],
    ['absolute URL', 'https://evil.example/x'],
    ['protocol-relative', '//evil.example'],
    ['javascript: URL', 'javascript:alert(1)'],
    ['CRLF injection', 'a\r\nSet-Cookie: x=1'],
    ['"a@b"', 'a@b'],
    ['"on"', 'on'],
    ['"true"', 'true'],
    ['"[]"', '[]'],
    ['"{}"', '{}'],
    ['format string', '%s%s%n%x'],
  ]),
};
/** A header value must be a ByteString without NUL, CR or LF, or Headers throws before we start. */
const headerSafe = (value: string) => /^[\t\x20-\x7e\x80-\xff]*$/.test(value) && value.length <= 100_000;
/**
 * What can reach a route in a URL: over 100k characters nothing an HTTP server passes on, and a NUL
 * (sent as %00) is refused before routing (server/security.ts).
 */
const inUrl = (value: string) => value.length <= 100_000 && !value.includes('\u0000');

/** Path params of splats: several segments, and the auth library's endpoints. */
const SPLAT_VALUES: Labeled[] = labeled([
  ['a/b/c', 'a/b/c'],
  ['traversal splat', '../../../etc/passwd'],
  ['callback/google', 'callback/google'],
  ['callback/"%00"', 'callback/%00'],
  ['verify-email', 'verify-email'],
  ['reset-password/x', 'reset-password/x'],
  ['sign-in/email', 'sign-in/email'],
  ['sign-up/email', 'sign-up/email'],
  ['get-session', 'get-session'],
  ['admin/ban-user', 'admin/ban-user'],
  ['trailing slash', 'reviews/'],
]);

/** Names worth trying on any form or JSON body, beside the ones read from the route's source. */
const GENERIC_FIELD_NAMES = [
  'intent',
  'action',
  'email',
  'password',
  'currentPassword',
  'newPassword',
  'confirmPassword',
  'name',
  'firstName',
  'lastName',
  'first_name',
  'last_name',
  'subject',
  'message',
  'token',
  'code',
  'id',
  'reviewId',
  'review_id',
  'requestId',
  'rewardId',
  'reward_id',
  'productId',
  'product_id',
  'rating',
  'title',
  'pros',
  'cons',
  'reviewText',
  'comment',
  'reason',
  'choice',
  'redirect',
  'redirectTo',
  'provider',
  'confirmation',
  'enabled',
  'images',
  'file',
  'avatar',
  'role',
  'points',
  'userId',
  '__proto__',
  'constructor',
];

const GENERIC_QUERY_NAMES = [
  'q',
  'page',
  'limit',
  'offset',
  'sort',
  'status',
  'category',
  'minRating',
  'tab',
  'token',
  'redirect',
  'error',
  'productId',
  'product_id',
  'pageSize',
  'source',
  '__proto__',
];

// No Origin: a foreign one is refused before routing (server/security.ts), so it never reaches a route.
const GENERIC_HEADER_NAMES = ['Idempotency-Key', 'Referer', 'User-Agent', 'Accept-Language'];
const COOKIE_NAMES = ['provato_ref', 'provato_consent', 'provato_flash', 'better-auth.session_token'];

/** A value that passes a typical check for a field of that name (a JSON type, not only text). */
export type PlausibleValue = string | number | boolean;

/** The context a route's arbitraries are built from. */
export type Vocabulary = {
  fieldNames: string[];
  queryNames: string[];
  headerNames: string[];
  /** Values the route compares against (intents, enum members): the likeliest to get through. */
  choices: string[];
  /** Its other short literals (param values such as 'confirm'), tried as plausible values. */
  plausible: string[];
  /** A well-formed value per common field name (an address, a real review id, a rating). */
  baseline: Record<string, fc.Arbitrary<PlausibleValue>>;
  /** Ids and slugs of real rows, so a request can get past "not found" into the deeper code. */
  real: Labeled[];
  /** Real files for multipart bodies (a small PNG, text pretending to be a PNG, ...). */
  files: { label: string; bytes: Bytes; type: string; name: string }[];
};

/** A field; `plausible` ones are the well-formed rest of a body around the hostile ones. */
type Field = { name: string; value: Labeled; plausible?: boolean };
type FilePart = { name: string; file: Vocabulary['files'][number] };

export type BodyPlan =
  | { kind: 'none' }
  | { kind: 'urlencoded'; fields: Field[]; contentType: string }
  | { kind: 'form-data'; fields: Field[]; files: FilePart[] }
  | {
      kind: 'multipart';
      variant: 'no boundary' | 'truncated' | 'empty' | 'wrong boundary' | 'bad part headers' | 'raw bytes';
      fields: Field[];
    }
  | { kind: 'json'; label: string; text: string; contentType: string | null }
  | { kind: 'raw'; label: string; bytes: Bytes; contentType: string | null };

export type HostileRequest = {
  method: string;
  params: Record<string, Labeled>;
  query: [string, Labeled][];
  rawQuery: Labeled | null;
  headers: [string, Labeled][];
  body: BodyPlan;
  /** A Content-Length that does not match the body. */
  contentLength: Labeled | null;
  contentEncoding: string | null;
};

const pick = <T>(values: readonly T[]) => fc.constantFrom(...values);
/** `arbitrary` in about one case out of `outOf`, null otherwise. */
const rarely = <T>(arbitrary: fc.Arbitrary<T>, outOf: number) =>
  fc.oneof({ weight: outOf - 1, arbitrary: fc.constant(null) }, { weight: 1, arbitrary });

/** A random string of any code points (lone surrogates included), labeled by its start. */
const randomString = fc
  .string({ unit: 'binary', maxLength: 48 })
  .map((value): Labeled => ({ label: `random ${JSON.stringify(value).slice(0, 24)}`, value }));

function valueArbitrary(
  vocabulary: Vocabulary,
  { accept = () => true, random = true }: { accept?: (value: string) => boolean; random?: boolean } = {},
) {
  const options: fc.WeightedArbitrary<Labeled>[] = [];
  const add = (weight: number, values: Labeled[]) => {
    const kept = values.filter((entry) => accept(entry.value));
    if (kept.length) options.push({ weight, arbitrary: pick(kept) });
  };
  const asLabeled = (values: string[]) =>
    values.map((value): Labeled => ({ label: JSON.stringify(value), value }));
  add(3, HOSTILE.ids);
  add(3, HOSTILE.encoding);
  add(1, HOSTILE.sizes);
  add(2, HOSTILE.other);
  add(2, vocabulary.real);
  add(2, asLabeled(vocabulary.choices));
  add(1, asLabeled(vocabulary.plausible));
  if (random) options.push({ weight: 1, arbitrary: randomString.filter((entry) => accept(entry.value)) });
  return fc.oneof(...options);
}

/** The names a body is built from: the route's own first, then the ones any form might have. */
function namesOf(vocabulary: Vocabulary) {
  return [...new Set([...vocabulary.fieldNames, ...GENERIC_FIELD_NAMES])];
}

function randomFields(vocabulary: Vocabulary, maxLength: number) {
  const name = fc.oneof(
    {
      weight: 3,
      arbitrary: vocabulary.fieldNames.length ? pick(vocabulary.fieldNames) : pick(namesOf(vocabulary)),
    },
    { weight: 1, arbitrary: pick(namesOf(vocabulary)) },
  );
  return fc.array(fc.record({ name, value: valueArbitrary(vocabulary) }), { maxLength });
}

/** A well-formed value for a name: from the baseline, else one of the route's choices. */
function plausibleFor(vocabulary: Vocabulary, name: string): fc.Arbitrary<PlausibleValue> {
  const known = vocabulary.baseline[name];
  if (known) return known;
  const choices = vocabulary.choices.length ? vocabulary.choices : vocabulary.plausible;
  return choices.length ? pick(choices) : fc.constant('x');
}

/**
 * A body that would pass, but for one or two fields: the route's fields (and, half the time,
 * every field with a known well-formed value) filled in plausibly, then one or two of them
 * replaced by hostile values. This is what reaches the database with a NUL or a bad id.
 */
function mutatedFields<T>(vocabulary: Vocabulary, hostile: fc.Arbitrary<T>) {
  const everyKnown = [...new Set([...vocabulary.fieldNames, ...Object.keys(vocabulary.baseline)])];
  const own = vocabulary.fieldNames.length ? vocabulary.fieldNames : everyKnown;
  if (own.length === 0) return fc.constant([]);
  return fc
    .tuple(
      fc.boolean(),
      fc.tuple(...everyKnown.map((name) => plausibleFor(vocabulary, name))),
      fc.uniqueArray(fc.nat(own.length - 1), { minLength: 1, maxLength: 2 }),
      fc.tuple(hostile, hostile),
    )
    .map(([all, values, targets, replacements]) => {
      const names = all ? everyKnown : own;
      const mutated = new Map(targets.map((index, i) => [own[index]!, replacements[i]!]));
      return names.map((name) => ({
        name,
        plausible: values[everyKnown.indexOf(name)]!,
        hostile: mutated.get(name),
      }));
    });
}

function fieldsArbitrary(vocabulary: Vocabulary, maxLength = 6): fc.Arbitrary<Field[]> {
  const mutated = mutatedFields(vocabulary, valueArbitrary(vocabulary)).map((entries) =>
    entries.map(({ name, plausible, hostile }): Field =>
      hostile
        ? { name, value: hostile }
        : { name, value: { label: 'ok', value: String(plausible) }, plausible: true },
    ),
  );
  return fc.oneof(
    { weight: 2, arbitrary: randomFields(vocabulary, maxLength) },
    { weight: 3, arbitrary: mutated },
  );
}

/** A JSON value as text (so 1e309 and duplicate or __proto__ keys can be sent), with a label. */
function jsonValueArbitrary(vocabulary: Vocabulary): fc.Arbitrary<Labeled> {
  const string = valueArbitrary(vocabulary).map((entry) => ({
    label: entry.label,
    value: JSON.stringify(entry.value),
  }));
  const other = pick(
    labeled([
      ['null', 'null'],
      ['true', 'true'],
      ['false', 'false'],
      ['0', '0'],
      ['1', '1'],
      ['5', '5'],
      ['50', '50'],
      ['-1', '-1'],
      ['1.5', '1.5'],
      ['1e309', '1e309'],
      ['2^53+1', '9007199254740993'],
      ['[]', '[]'],
      ['{}', '{}'],
      ['[NUL]', '["\\u0000"]'],
      ['{"a":NUL}', '{"a":"\\u0000"}'],
      ['10k-element array', `[${Array.from({ length: 10_000 }, () => '"x"').join(',')}]`],
      ['nested objects', '{"a":{"b":{"c":{"d":"e"}}}}'],
    ]),
  );
  return fc.oneof({ weight: 3, arbitrary: string }, { weight: 2, arbitrary: other });
}

const WHOLE_JSON_BODIES = labeled([
  ['JSON null', 'null'],
  ['JSON array', '[]'],
  ['JSON number', '42'],
  ['JSON string', '"x"'],
  ['JSON true', 'true'],
  ['JSON {}', '{}'],
  ['JSON 1e309', '1e309'],
  ['JSON 10k-deep array', `${'['.repeat(10_000)}${']'.repeat(10_000)}`],
  ['JSON 5k-deep object', `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`],
  [
    'JSON __proto__ keys',
    '{"__proto__":{"isAdmin":true,"role":"admin"},"constructor":{"prototype":{"x":1}}}',
  ],
  ['JSON truncated', '{"email":"a@b.it",'],
  ['JSON trailing garbage', '{} garbage'],
  ['JSON with BOM', '\uFEFF{}'],
  ['empty text', ''],
  ['JSON duplicate keys', '{"id":"a","id":"b"}'],
  ['JSON 1M-char string', JSON.stringify('d'.repeat(1_000_000))],
]);

const JSON_CONTENT_TYPES: (string | null)[] = [
  'application/json',
  'application/json',
  'application/json',
  'application/json; charset=utf-16',
  'application/vnd.api+json',
  'text/plain;charset=UTF-8',
  'application/x-www-form-urlencoded',
  null,
];

function jsonBodyArbitrary(vocabulary: Vocabulary): fc.Arbitrary<BodyPlan> {
  const names = namesOf(vocabulary);
  const mutated = mutatedFields(vocabulary, jsonValueArbitrary(vocabulary)).map((entries): Labeled => ({
    label: `{${entries
      .filter((entry) => entry.hostile)
      .map((entry) => `${entry.name}: ${entry.hostile!.label}`)
      .join(', ')} + well-formed rest}`,
    value: `{${entries
      .map(
        (entry) => `${JSON.stringify(entry.name)}:${entry.hostile?.value ?? JSON.stringify(entry.plausible)}`,
      )
      .join(',')}}`,
  }));
  const object = fc
    .array(fc.tuple(pick(names), jsonValueArbitrary(vocabulary)), { maxLength: 6 })
    .map((entries): Labeled => ({
      label: `{${entries.map(([name, value]) => `${name}: ${value.label}`).join(', ')}}`,
      value: `{${entries.map(([name, value]) => `${JSON.stringify(name)}:${value.value}`).join(',')}}`,
    }));
  const inArray = object.map((entry) => ({ label: `[${entry.label}]`, value: `[${entry.value}]` }));
  return fc
    .tuple(
      fc.oneof(
        { weight: 5, arbitrary: mutated },
        { weight: 3, arbitrary: object },
        { weight: 1, arbitrary: inArray },
        { weight: 2, arbitrary: pick(WHOLE_JSON_BODIES) },
      ),
      pick(JSON_CONTENT_TYPES),
    )
    .map(([body, contentType]) => ({ kind: 'json', label: body.label, text: body.value, contentType }));
}

const utf8 = (text: string) => new TextEncoder().encode(text);
const INVALID_UTF8 = new Uint8Array([0x66, 0x6f, 0xff, 0xfe, 0xc3, 0x28, 0xed, 0xa0, 0x80, 0xf8, 0x88]);

const RAW_BODIES: { label: string; bytes: Bytes; contentType: string | null }[] = [
  { label: 'invalid UTF-8 as JSON', bytes: INVALID_UTF8, contentType: 'application/json' },
  {
    label: 'invalid UTF-8 as form',
    bytes: new Uint8Array([...utf8('email='), ...INVALID_UTF8, ...utf8('&intent=x')]),
    contentType: 'application/x-www-form-urlencoded',
  },
  {
    label: 'malformed percent-encoding',
    bytes: utf8('a=%zz&b=%E0%A4%A&%%%=1&intent=%00'),
    contentType: 'application/x-www-form-urlencoded',
  },
  { label: 'text/plain', bytes: utf8('email=mario@example.com'), contentType: 'text/plain' },
  { label: 'no content type', bytes: utf8('email=mario%40example.com&intent=login'), contentType: null },
  {
    label: 'UTF-16 JSON',
    bytes: new Uint8Array(Buffer.from('{"email":"a@b.it"}', 'utf16le')),
    contentType: 'application/json; charset=utf-16',
  },
  {
    label: 'latin-1 form',
    bytes: new Uint8Array(Buffer.from('name=Niccol\xf2&email=a@b.it', 'latin1')),
    contentType: 'application/x-www-form-urlencoded; charset=iso-8859-1',
  },
  { label: '64k zero bytes', bytes: new Uint8Array(64 * 1024), contentType: 'application/octet-stream' },
  {
    label: 'XML entity bomb',
    bytes: utf8('<?xml version="1.0"?><!DOCTYPE a [<!ENTITY b "bbbbbbbb">]><a>&b;&b;&b;</a>'),
    contentType: 'application/xml',
  },
  { label: 'form as JSON type', bytes: utf8('email=a%40b.it&password=x'), contentType: 'application/json' },
  { label: 'unknown content type', bytes: utf8('{}'), contentType: 'application/x-provato-unknown' },
  {
    label: 'content type with bad params',
    bytes: utf8('a=1'),
    contentType: 'application/x-www-form-urlencoded; charset="',
  },
];

const BOUNDARY = 'ProvatoFuzzBoundary7MA4YWxkTrZu0gW';

function multipartBytes(
  fields: Field[],
  boundary: string,
  options: { truncate?: boolean; rawNames?: boolean } = {},
) {
  const parts = fields.map((field) => {
    const name = options.rawNames ? field.name : field.name.replace(/["\r\n]/g, '_');
    return `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${field.value.value}\r\n`;
  });
  const text = `${parts.join('')}--${boundary}--\r\n`;
  return utf8(options.truncate ? text.slice(0, Math.max(0, Math.floor(text.length / 2))) : text);
}

const FORM_DATA_BOUNDARY = '----ProvatoFormBoundaryq8Vn3kD2';

/**
 * A FormData body as a browser encodes it (the HTML standard's multipart/form-data: `"`, CR and LF
 * in names percent-encoded, line breaks in values as CRLF), built here in one piece. Handing
 * `fetch` a FormData with files would be simpler, but undici writes such a body into its stream
 * part by part after the Request exists, and throws into nowhere ("ReadableStream is already
 * closed", an unhandled rejection) when a reader cancels the stream before the last part: which
 * the server does on purpose, cutting the drain after a 413 (app/lib/request-body.server.ts).
 */
export function formDataBytes(
  fields: { name: string; value: { value: string } }[],
  files: { name: string; file: { bytes: Bytes; type: string; name: string } }[],
  boundary: string,
): Bytes {
  const escape = (text: string) =>
    text
      .replace(/\r\n|\r|\n/g, '\r\n')
      .replace(/\n/g, '%0A')
      .replace(/\r/g, '%0D')
      .replace(/"/g, '%22');
  const newlines = (text: string) => text.replace(/\r\n|\r|\n/g, '\r\n');
  const pieces: Uint8Array[] = [];
  for (const field of fields) {
    pieces.push(
      utf8(
        `--${boundary}\r\nContent-Disposition: form-data; name="${escape(field.name)}"\r\n\r\n${newlines(field.value.value)}\r\n`,
      ),
    );
  }
  for (const { name, file } of files) {
    const filename = file.name ? `; filename="${escape(file.name)}"` : '';
    pieces.push(
      utf8(
        `--${boundary}\r\nContent-Disposition: form-data; name="${escape(name)}"${filename}\r\nContent-Type: ${file.type || 'application/octet-stream'}\r\n\r\n`,
      ),
      file.bytes,
      utf8('\r\n'),
    );
  }
  pieces.push(utf8(`--${boundary}--\r\n`));
  return new Uint8Array(Buffer.concat(pieces));
}

function multipartArbitrary(vocabulary: Vocabulary): fc.Arbitrary<BodyPlan> {
  const formData = fc
    .tuple(
      fieldsArbitrary(vocabulary),
      fc.array(
        fc.record({
          name: pick([...new Set(['images', 'avatar', 'file', ...vocabulary.fieldNames])]),
          file: pick(vocabulary.files),
        }),
        { maxLength: 2 },
      ),
    )
    .map(([fields, files]): BodyPlan => ({ kind: 'form-data', fields, files }));
  const broken = fc
    .tuple(
      pick(['no boundary', 'truncated', 'empty', 'wrong boundary', 'bad part headers', 'raw bytes'] as const),
      fieldsArbitrary(vocabulary, 4),
    )
    .map(([variant, fields]): BodyPlan => ({ kind: 'multipart', variant, fields }));
  return fc.oneof({ weight: 2, arbitrary: formData }, { weight: 1, arbitrary: broken });
}

function bodyArbitrary(vocabulary: Vocabulary, api: boolean): fc.Arbitrary<BodyPlan> {
  const urlencoded = fc
    .tuple(
      fieldsArbitrary(vocabulary),
      pick([
        'application/x-www-form-urlencoded',
        'application/x-www-form-urlencoded',
        'application/x-www-form-urlencoded; charset=shift_jis',
        'APPLICATION/X-WWW-FORM-URLENCODED',
      ]),
    )
    .map(([fields, contentType]): BodyPlan => ({ kind: 'urlencoded', fields, contentType }));
  const raw = pick(RAW_BODIES).map((body): BodyPlan => ({ kind: 'raw', ...body }));
  // Each route gets every kind; the kind it expects, more often.
  return fc.oneof(
    { weight: api ? 2 : 4, arbitrary: urlencoded },
    { weight: api ? 1 : 3, arbitrary: multipartArbitrary(vocabulary) },
    { weight: api ? 6 : 2, arbitrary: jsonBodyArbitrary(vocabulary) },
    { weight: 2, arbitrary: raw },
    { weight: 1, arbitrary: fc.constant<BodyPlan>({ kind: 'none' }) },
  );
}

function paramsArbitrary(params: string[], vocabulary: Vocabulary) {
  const shape: Record<string, fc.Arbitrary<Labeled>> = {};
  for (const name of params) {
    const value = valueArbitrary(vocabulary, { accept: inUrl });
    shape[name] = name === '*' ? fc.oneof(value, pick(SPLAT_VALUES)) : value;
  }
  return fc.record(shape);
}

function queryArbitrary(vocabulary: Vocabulary) {
  const names = [...new Set([...vocabulary.queryNames, ...GENERIC_QUERY_NAMES])];
  return fc.array(fc.tuple(pick(names), valueArbitrary(vocabulary, { accept: inUrl })), { maxLength: 4 });
}

const RAW_QUERIES = labeled([
  ['malformed percent query', 'q=%zz&page=%E0%A4%A'],
  ['repeated keys', 'page=1&page=2&page=-1&limit=1&limit=NaN'],
  ['q=null', 'q=null'],
  ['empty key', '=1&&&=&'],
  ['page=1e309', 'page=1e309&limit=1e309&offset=1e309'],
  ['NUL as text in query', 'q=%2500&status=%5Cu0000'],
]);

function headersArbitrary(vocabulary: Vocabulary) {
  const names = [...new Set([...vocabulary.headerNames, ...GENERIC_HEADER_NAMES])].filter(
    (name) => !/^content-(length|type|encoding)$/i.test(name),
  );
  // Random code points rarely make a header value (a ByteString): headers get none.
  const value = valueArbitrary(vocabulary, { accept: headerSafe, random: false });
  const cookie = fc
    .tuple(
      pick(COOKIE_NAMES),
      valueArbitrary(vocabulary, {
        accept: (text) => headerSafe(text) && !/[;,]/.test(text),
        random: false,
      }),
    )
    .map(([name, entry]): [string, Labeled] => [
      'Cookie',
      { label: `${name}=${entry.label}`, value: `${name}=${entry.value}` },
    ]);
  return fc.array(fc.oneof(fc.tuple(pick(names), value), cookie), { maxLength: 2 });
}

const LYING_LENGTHS = labeled([
  ['Content-Length: 1 (short)', '1'],
  ['Content-Length: 0', '0'],
  ['Content-Length: 10^12 (long)', '1000000000000'],
  ['Content-Length: -1', '-1'],
  ['Content-Length: abc', 'abc'],
  ['Content-Length: 1e3', '1e3'],
]);

/** Any request to a route: its method, params, query, headers and body all hostile. */
export function hostileRequestArbitrary(options: {
  methods: readonly string[];
  params: string[];
  vocabulary: Vocabulary;
  api: boolean;
  withBody: boolean;
}): fc.Arbitrary<HostileRequest> {
  const { vocabulary } = options;
  return fc.record({
    method: pick(options.methods),
    params: paramsArbitrary(options.params, vocabulary),
    query: queryArbitrary(vocabulary),
    rawQuery: rarely(pick(RAW_QUERIES), 6),
    headers: headersArbitrary(vocabulary),
    body: options.withBody ? bodyArbitrary(vocabulary, options.api) : fc.constant<BodyPlan>({ kind: 'none' }),
    contentLength: options.withBody ? rarely(pick(LYING_LENGTHS), 6) : fc.constant(null),
    contentEncoding: options.withBody ? rarely(pick(['gzip', 'br', 'x-unknown']), 10) : fc.constant(null),
  });
}

function bodyInit(plan: BodyPlan): { body?: BodyInit; contentType?: string | null } {
  switch (plan.kind) {
    case 'none':
      return {};
    case 'urlencoded': {
      const form = new URLSearchParams();
      for (const field of plan.fields) form.append(field.name, field.value.value);
      return { body: utf8(form.toString()), contentType: plan.contentType };
    }
    case 'form-data':
      return {
        body: formDataBytes(plan.fields, plan.files, FORM_DATA_BOUNDARY),
        contentType: `multipart/form-data; boundary=${FORM_DATA_BOUNDARY}`,
      };
    case 'multipart': {
      const type = `multipart/form-data; boundary=${BOUNDARY}`;
      switch (plan.variant) {
        case 'no boundary':
          return { body: multipartBytes(plan.fields, BOUNDARY), contentType: 'multipart/form-data' };
        case 'truncated':
          return { body: multipartBytes(plan.fields, BOUNDARY, { truncate: true }), contentType: type };
        case 'empty':
          return { body: new Uint8Array(0), contentType: type };
        case 'wrong boundary':
          return { body: multipartBytes(plan.fields, 'SomethingElse'), contentType: type };
        case 'bad part headers':
          return {
            body: utf8(
              `--${BOUNDARY}\r\nContent-Disposition: nonsense\r\nX: ${'y'.repeat(20_000)}\r\n\r\nz\r\n--${BOUNDARY}--\r\n`,
            ),
            contentType: type,
          };
        case 'raw bytes': {
          const head = utf8(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="email"\r\n\r\n`);
          const tail = utf8(
            `\r\n${new TextDecoder().decode(multipartBytes(plan.fields, BOUNDARY, { rawNames: true }))}`,
          );
          return { body: new Uint8Array([...head, ...INVALID_UTF8, 0, ...tail]), contentType: type };
        }
      }
      break;
    }
    case 'json':
      return { body: utf8(plan.text), contentType: plan.contentType };
    case 'raw':
      return { body: plan.bytes, contentType: plan.contentType };
  }
  return {};
}

/** A fresh Request for a plan (bodies are Uint8Arrays, so no Content-Type is added behind our back). */
export function toRequest(url: string, plan: HostileRequest, extraHeaders: [string, string][] = []): Request {
  const headers = new Headers();
  const all: [string, string][] = [
    ...extraHeaders,
    ...plan.headers.map(([name, value]): [string, string] => [name, value.value]),
  ];
  for (const [name, value] of all) {
    // Several cookies share one header, separated by "; " (Headers.append would use ", ").
    const cookies = name.toLowerCase() === 'cookie' ? headers.get('Cookie') : null;
    if (cookies) headers.set('Cookie', `${cookies}; ${value}`);
    else headers.append(name, value);
  }
  const { body, contentType } = plan.method === 'GET' || plan.method === 'HEAD' ? {} : bodyInit(plan.body);
  if (contentType) headers.set('Content-Type', contentType);
  if (plan.contentLength) headers.set('Content-Length', plan.contentLength.value);
  if (plan.contentEncoding) headers.set('Content-Encoding', plan.contentEncoding);
  const search = new URLSearchParams(plan.query.map(([name, value]) => [name, value.value])).toString();
  const query = [search, plan.rawQuery?.value].filter(Boolean).join('&');
  return new Request(`${url}${query ? `?${query}` : ''}`, { method: plan.method, headers, body });
}

const short = (text: string, max = 48) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

function describeBody(plan: BodyPlan): string {
  const fields = (list: Field[]) => {
    const hostile = list.filter((field) => !field.plausible);
    const rest = hostile.length < list.length ? ' + well-formed rest' : '';
    return `{${hostile.map((field) => `${field.name}=${field.value.label}`).join(', ')}${rest}}`;
  };
  switch (plan.kind) {
    case 'none':
      return 'no body';
    case 'urlencoded':
      return `urlencoded${plan.contentType.includes(';') ? ` (${plan.contentType.split(';')[1]!.trim()})` : ''} ${short(fields(plan.fields), 160)}`;
    case 'form-data':
      return `multipart ${short(fields(plan.fields), 140)}${plan.files.map((part) => ` + ${part.name}=${part.file.label}`).join('')}`;
    case 'multipart':
      return `multipart (${plan.variant}) ${short(fields(plan.fields), 100)}`;
    case 'json':
      return `${plan.contentType ?? 'no content type'} ${short(plan.label, 160)}`;
    case 'raw':
      return plan.label;
  }
}

/** One line saying what was sent: "POST json {reviewId: 36 zeros} ?page="1e309" :slug=NUL". */
export function describeRequest(plan: HostileRequest): string {
  const parts = [plan.method];
  if (plan.method !== 'GET') parts.push(describeBody(plan.body));
  const query = [
    ...plan.query.map(([name, value]) => `${name}=${short(value.label, 30)}`),
    ...(plan.rawQuery ? [plan.rawQuery.label] : []),
  ];
  if (query.length) parts.push(`?${query.join('&')}`);
  for (const [name, value] of Object.entries(plan.params)) parts.push(`:${name}=${short(value.label, 30)}`);
  for (const [name, value] of plan.headers) parts.push(`${name}: ${short(value.label, 30)}`);
  if (plan.contentLength) parts.push(plan.contentLength.label);
  if (plan.contentEncoding) parts.push(`Content-Encoding: ${plan.contentEncoding}`);
  return parts.join(' ');
}

/**
 * A long body handed out one 1 MiB chunk per read, counted, so a test can tell whether a handler
 * stopped reading at some bound or swallowed everything. The same chunk is handed out again and
 * again: nothing is copied on our side, so only the reader's own work costs time.
 */
export function countedStream(totalBytes: number, prefix: string) {
  const size = 1024 * 1024;
  const chunk = new Uint8Array(size).fill(0x61);
  const first = new Uint8Array(size).fill(0x61);
  first.set(utf8(prefix));
  let sent = 0;
  let pulls = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        pulls += 1;
        if (sent >= totalBytes) {
          controller.close();
          return;
        }
        controller.enqueue(sent === 0 ? first : chunk);
        sent += size;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, sentBytes: () => sent, pulls: () => pulls };
}
