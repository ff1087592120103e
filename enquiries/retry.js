// @ts-check
/**
 * When a waiting enquiry is tried again, on every runtime. `npm start` runs all the time and keeps
 * its own timer (server/enquiry-outbox.js): 1 s, 2 s, 4 s … then every minute. A host's function
 * runs only when asked (a visitor's request, the inbox, a schedule): the first retry goes at the very
 * next request, since most outages are short; then after 1, 2, 4 … minutes, at most hourly, so a
 * mail server that stays down is not hammered by every page's request.
 */

/** The promise for `npm start`: a waiting enquiry is tried again at least once a minute. */
const MAX_RETRY_MS = 60_000
export const RETRY = Object.freeze({ firstMs: 1_000, maxMs: MAX_RETRY_MS })

/** @typedef {{ firstMs: number, maxMs: number }} RetrySchedule */

/**
 * How long after the start of the `failures`th failed try in a row the next one starts (`npm
 * start`): doubling from `firstMs`, never more than `maxMs` nor a minute.
 * @param {number} failures 1 after the first failure @param {RetrySchedule} schedule
 */
export function retryDelay(failures, { firstMs, maxMs } = RETRY) {
  return Math.min(maxMs, MAX_RETRY_MS, firstMs * 2 ** Math.min(Math.max(failures, 1) - 1, 30))
}

const MINUTE = 60_000
const HOUR = 60 * MINUTE

/**
 * How long after a failed try a host's function tries again, given the tries so far: none after
 * the first (the next request), then 1, 2, 4 … minutes, never more than an hour.
 * @param {number} tries
 */
export function hostRetryDelay(tries) {
  if (tries <= 1) return 0
  return Math.min(HOUR, MINUTE * 2 ** Math.min(tries - 2, 10))
}
