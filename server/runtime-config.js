// @ts-check
/**
 * The runtime settings of `npm start`, read once from the environment. An invalid value stops the
 * server with a message naming the variable, rather than running with a guess.
 */
import { resolve } from 'node:path'
import { DEFAULT_LIMITS } from './enquiry-route.js'
import { DEFAULT_MAX_BYTES, DEFAULT_MAX_COUNT } from './enquiry-store.js'

/**
 * @param {NodeJS.ProcessEnv} env @param {string} name @param {number} fallback @param {number} min
 */
function readInteger(env, name, fallback, min) {
  const raw = env[name]?.trim()
  if (!raw) return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be a whole number of at least ${min}, got "${raw}".`)
  }
  return value
}

/** @param {NodeJS.ProcessEnv} [env] */
export function readRuntimeConfig(env = process.env) {
  return {
    buildDir: resolve(env.BUILD_DIR || 'build'),
    port: readInteger(env, 'PORT', 3000, 0),
    host: env.HOST || '0.0.0.0',
    // HTTPS=true: always served over https (TLS ends at a proxy that doesn't send X-Forwarded-Proto).
    forceHttps: ['1', 'true'].includes(env.HTTPS?.trim().toLowerCase() ?? ''),
    // How many proxies in front may be believed about the client's address (X-Forwarded-For).
    trustProxy: readInteger(env, 'TRUST_PROXY', 0, 0),
    enquiries: {
      dir: resolve(env.ENQUIRY_DIR || '.data/enquiries'),
      maxCount: readInteger(env, 'ENQUIRY_MAX_COUNT', DEFAULT_MAX_COUNT, 1),
      maxBytes: readInteger(env, 'ENQUIRY_MAX_MB', DEFAULT_MAX_BYTES / 1024 / 1024, 1) * 1024 * 1024,
      limits: {
        ...DEFAULT_LIMITS,
        perClient: readInteger(env, 'ENQUIRY_LIMIT_PER_CLIENT', DEFAULT_LIMITS.perClient, 1),
        perDay: readInteger(env, 'ENQUIRY_LIMIT_PER_DAY', DEFAULT_LIMITS.perDay, 1),
      },
    },
  }
}
