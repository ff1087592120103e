/**
 * fast-check generators of hostile requests for the server's property tests: request targets
 * (traversals, broken escapes, mixed case, very long), methods, and header values (Range, If-*,
 * Accept-Encoding, repeated and very long headers).
 */
import fc from 'fast-check'

// Characters a client can put in a request target without Node's client refusing it; `%` makes
// broken escapes, `.` and `/` traversals, letters mixed case.
const pathCharacter = fc.constantFrom(...'aAbBsSeE./%2fF5cC0e-_~:@!$&()*+,;=?'.split(''))
export const hostilePath = fc.oneof(
  fc.array(pathCharacter, { maxLength: 40 }).map((chars) => `/${chars.join('')}`),
  fc.constantFrom(
    '/../secret.txt',
    '/%2e%2e/secret.txt',
    '/..%2fsecret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '/site-manifest.json',
    '/%00',
    '/%E0%A4%A',
    '/services/%2e%2e/%2e%2e/secret.txt',
  ),
  fc
    .tuple(fc.constantFrom('/', '/about', '/services', '/services/ai-automation', '/nope'), fc.string({ maxLength: 5 }))
    .map(([path, suffix]) => `${path.toUpperCase()}${encodeURIComponent(suffix)}`),
  fc.string({ maxLength: 3000 }).map((text) => `/${encodeURIComponent(text)}`),
)
export const method = fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'TRACE', 'PROPFIND')
const headerValue = fc.string({ maxLength: 60 }).map((text) => text.replace(/[^\x20-\x7e]/g, ''))
const bigNumber = fc.oneof(fc.nat(), fc.bigInt({ min: 0n, max: 2n ** 70n }), fc.constantFrom(9007199254740992n))
/** Range values: the ones that ended the old server, then any numbers and any text. */
const range = fc.oneof(
  fc.constantFrom('bytes=100-50', 'bytes=5-3', 'bytes=0-9007199254740992', 'bytes=-0', 'bytes=-', 'bytes=,'),
  fc.constantFrom('bytes=0-0', 'bytes=-100', 'items=0-5', 'bytes=0-1,5-6', 'bytes=0-10', 'bytes=a-b'),
  fc.tuple(bigNumber, bigNumber).map(([from, to]) => `bytes=${from}-${to}`),
  fc.tuple(fc.constantFrom('', '-'), bigNumber).map(([sign, n]) => `bytes=${sign}${n}`),
  fc
    .array(fc.tuple(bigNumber, bigNumber), { minLength: 1, maxLength: 30 })
    .map((parts) => `bytes=${parts.map(([from, to]) => `${from}-${to}`).join(',')}`),
  headerValue.map((text) => `bytes=${text}`),
  headerValue,
)
const httpDate = fc
  .date({ min: new Date(-1e13), max: new Date(1e14), noInvalidDate: true })
  .map((date) => date.toUTCString())
const validator = fc.oneof(httpDate, headerValue, fc.constantFrom('*', 'W/"x"', '"a", "b"', 'W/', '""'))
const acceptEncoding = fc.oneof(
  fc.constantFrom('gzip', 'br', 'identity', 'gzip, br', '*', 'x;q=0', 'gzip;q=0, br;q=0', 'identity;q=0', '*;q=0'),
  fc
    .array(
      fc.tuple(fc.constantFrom('gzip', 'br', 'deflate', 'identity', '*', 'zstd', 'x'), fc.float({ min: 0, max: 1 })),
      {
        maxLength: 8,
      },
    )
    .map((parts) => parts.map(([coding, q]) => `${coding};q=${Number.isFinite(q) ? q.toFixed(3) : 'x'}`).join(', ')),
  headerValue,
)
/** One value, the same header repeated, or a value far past what any browser sends. */
const hostile = (value: fc.Arbitrary<string>) =>
  fc.oneof(
    value,
    fc.array(value, { minLength: 2, maxLength: 5 }),
    fc.nat({ max: 40_000 }).map((length) => 'x'.repeat(length)),
  )
export const hostileHeaders = fc.record(
  {
    'accept-encoding': hostile(acceptEncoding),
    range: hostile(range),
    'if-range': hostile(validator),
    'if-none-match': hostile(validator),
    'if-match': hostile(validator),
    'if-modified-since': hostile(validator),
    'if-unmodified-since': hostile(validator),
    'x-forwarded-proto': fc.constantFrom('https', 'http', 'HTTPS, http', ''),
    'x-forwarded-for': headerValue,
    cookie: headerValue,
  },
  { requiredKeys: [] },
)
