/**
 * Runs nginx with a build's generated server block (build/nginx.conf) on 127.0.0.1, as a normal
 * user: pid, logs and temp files live in a temporary prefix. Used by tests/built-site/nginx.test.ts, the host checks and
 * `npm run load`.
 */
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { answersWithin } from '../support/site-process'

/** The nginx binary, or '' when it isn't installed (CI installs nginx-light through .ci/run). */
export function findNginx(): string {
  for (const candidate of ['nginx', '/usr/sbin/nginx', '/usr/local/sbin/nginx']) {
    if (spawnSync(candidate, ['-v']).status === 0) return candidate
  }
  return ''
}

/**
 * Starts nginx serving `buildDir` on 127.0.0.1:`port` and waits until it answers.
 * The generated config is used as is, except its `listen` and `root` lines.
 */
export async function startNginx({ nginx, buildDir, port }: { nginx: string; buildDir: string; port: number }) {
  const prefix = mkdtempSync(join(tmpdir(), 'nginx-site-'))
  const site = readFileSync(join(buildDir, 'nginx.conf'), 'utf8')
    .replace(/^(\s*)listen [^;]+;/m, `$1listen 127.0.0.1:${port};`)
    .replace(/^(\s*)root [^;]+;/m, `$1root ${resolve(buildDir, 'client')};`)
  writeFileSync(join(prefix, 'site.conf'), site)
  const confPath = spawnSync(nginx, ['-V'], { encoding: 'utf8' }).stderr.match(/--conf-path=(\S+)/)?.[1]
  const mimeTypes = join(dirname(confPath ?? '/etc/nginx/nginx.conf'), 'mime.types')
  const main = join(prefix, 'nginx.conf')
  writeFileSync(
    main,
    [
      'worker_processes 1;',
      `pid ${join(prefix, 'nginx.pid')};`,
      `error_log ${join(prefix, 'error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      `  include ${mimeTypes};`,
      '  default_type application/octet-stream;',
      '  access_log off;',
      '  sendfile on;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (name) => `  ${name}_temp_path ${join(prefix, name)};`,
      ),
      `  include ${join(prefix, 'site.conf')};`,
      '}',
      '',
    ].join('\n'),
  )
  const check = spawnSync(nginx, ['-t', '-p', prefix, '-c', main], { encoding: 'utf8' })
  if (check.status !== 0) throw new Error(`nginx rejected the generated config:\n${check.stderr}`)
  const child = spawn(nginx, ['-p', prefix, '-c', main, '-g', 'daemon off;'], { stdio: 'inherit' })
  const origin = `http://127.0.0.1:${port}`
  // Any answer means nginx listens (a project site's /robots.txt is under its path); on a loaded
  // two-core machine it may take seconds.
  if (!(await answersWithin(`${origin}/robots.txt`, 60_000, { gaveUp: () => child.exitCode !== null }))) {
    if (child.exitCode === null) child.kill('SIGQUIT')
    throw new Error(`nginx did not start on ${origin}`)
  }
  return {
    origin,
    prefix,
    siteConf: join(prefix, 'site.conf'),
    async stop() {
      // SIGQUIT: graceful shutdown of this master (and so its workers) only.
      child.kill('SIGQUIT')
      await new Promise((done) => (child.exitCode !== null ? done(undefined) : child.once('exit', done)))
      rmSync(prefix, { recursive: true, force: true })
    },
  }
}
