// @ts-check
/**
 * Graceful shutdown on SIGTERM (containers, process managers) and SIGINT (Ctrl-C): stop accepting,
 * let requests in flight finish, close keep-alive connections, exit 0 within the deadline.
 *
 * Written here rather than taken from close-with-grace, which exits 1 at once on a second signal:
 * Ctrl-C under `npm start` delivers SIGINT twice (the terminal signals npm and node, and npm
 * forwards its copy), and the in-flight requests would be cut.
 */

/** Connections still open this long after the signal are cut, so the port is free within 10 s. */
const SHUTDOWN_DEADLINE_MS = 8_000

/**
 * @param {{
 *   server: import('node:http').Server,
 *   close: () => Promise<void>,
 *   log?: (message: string) => void,
 *   exit?: (code: number) => void,
 * }} options
 * `close` stops the application (Fastify's close: no new connections, idle ones closed).
 */
export function exitGracefullyOnSignals({ server, close, log = console.log, exit = (code) => process.exit(code) }) {
  let started = false
  /** @param {NodeJS.Signals} signal */
  function onSignal(signal) {
    if (started) {
      log(`${signal} received again: still finishing open requests.`)
      return
    }
    started = true
    log(`${signal} received: finishing open requests, then exiting.`)
    setTimeout(() => {
      log('Requests still open at the deadline: closing their connections.')
      server.closeAllConnections()
    }, SHUTDOWN_DEADLINE_MS).unref()
    // Should closing itself hang, the process still ends in time.
    setTimeout(() => exit(1), SHUTDOWN_DEADLINE_MS + 1_500).unref()
    close().then(
      () => exit(0),
      (error) => {
        console.error(error)
        exit(1)
      },
    )
  }
  process.on('SIGTERM', onSignal)
  process.on('SIGINT', onSignal)
}
