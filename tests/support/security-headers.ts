/**
 * The security headers every response must carry, spelt out independently of
 * server/security-headers.js so the tests check the server rather than repeat it.
 */
export const SECURITY_HEADERS = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'permissions-policy',
]
