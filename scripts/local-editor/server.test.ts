// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { blobOid, Repository, readFolder } from './repository'
import { type GitHost, startGitHost } from './server'

let host: GitHost | undefined
let root = ''
afterEach(async () => {
  await host?.close()
  if (root) rmSync(root, { recursive: true, force: true })
})

async function start() {
  root = mkdtempSync(join(tmpdir(), 'git-host-'))
  mkdirSync(join(root, 'content'))
  writeFileSync(join(root, 'content', 'a.yaml'), 'title: A\n')
  const repository = new Repository('owner', 'site', 'main', readFolder(root, 'content'), root)
  host = await startGitHost({
    repository,
    tokens: {
      writer: { login: 'owner', name: 'Owner', canPush: true },
      reader: { login: 'guest', name: 'Guest', canPush: false },
    },
  })
  const call = (path: string, token: string, body?: unknown) =>
    fetch(`${host?.url}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { Authorization: `token ${token}`, 'Content-Type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    })
  const commit = (token: string, expectedHeadOid: string, path = 'content/a.yaml') =>
    call('/api/graphql', token, {
      query: `mutation($input: CreateCommitOnBranchInput!) { createCommitOnBranch(input: $input) { commit { oid file(path: "content/a.yaml") { oid } } } }`,
      variables: {
        input: {
          branch: { repositoryNameWithOwner: 'owner/site', branchName: 'main' },
          expectedHeadOid,
          fileChanges: { additions: [{ path, contents: Buffer.from('title: B\n').toString('base64') }] },
          message: { headline: 'Edit' },
        },
      },
    }).then((response) => response.json() as Promise<{ data?: unknown; errors?: { message: string }[] }>)
  return { repository, call, commit }
}

test('it answers as GitHub does: who you are, whether you may write, the files with Git’s ids', async () => {
  const { repository, call } = await start()
  expect(await (await call('/api/v3/user', 'writer')).json()).toMatchObject({ login: 'owner' })
  expect((await call('/api/v3/user', 'mistyped')).status).toBe(401)
  expect((await call('/api/v3/repos/owner/site/collaborators/owner', 'writer')).status).toBe(204)
  expect((await call('/api/v3/repos/owner/other/collaborators/owner', 'writer')).status).toBe(404)
  const tree = (await (await call('/api/v3/repos/owner/site/git/trees/main?recursive=1', 'writer')).json()) as {
    tree: { path: string; sha: string }[]
  }
  expect(tree.tree).toEqual([
    expect.objectContaining({ path: 'content/a.yaml', sha: blobOid(Buffer.from('title: A\n')) }),
  ])
  expect(repository.saves).toEqual([])
})

test('a commit lands whole on the expected head, into the working copy; a stale, read-only or outside one changes nothing', async () => {
  const { repository, commit } = await start()
  const head = repository.head.oid
  expect((await commit('reader', head)).errors?.[0]?.message).toBe('Resource not accessible by personal access token')
  expect((await commit('writer', 'f'.repeat(40))).errors?.[0]?.message).toMatch(/Expected branch to point to/)
  expect((await commit('writer', head, '../outside.yaml')).errors?.[0]?.message).toMatch(/not a path inside/)
  expect(repository.saves).toEqual([])

  const saved = await commit('writer', head)
  expect(saved.errors).toBeUndefined()
  expect(repository.saves).toHaveLength(1)
  expect(readFileSync(join(root, 'content', 'a.yaml'), 'utf8')).toBe('title: B\n')
})

test('an unreachable host drops the connection; back again, it answers', async () => {
  const { call } = await start()
  if (!host) throw new Error('not started')
  host.faults.unreachable = true
  await expect(call('/api/v3/user', 'writer')).rejects.toThrow()
  host.faults.unreachable = false
  expect((await call('/api/v3/user', 'writer')).status).toBe(200)
})

test('what the hosts reported: the branch’s latest commits, newest first, and each one’s statuses and check runs as a test posted them', async () => {
  const { repository, call, commit } = await start()
  await commit('writer', repository.head.oid)
  const [save, first] = [repository.head.oid, repository.commits[0]?.oid ?? '']
  host?.reports.set(save, {
    statuses: [{ context: 'Vercel', state: 'pending', target_url: 'https://vercel.com/owner/site/1' }],
    checkRuns: [{ name: 'Cloudflare Pages', status: 'completed', conclusion: 'failure' }],
  })
  const json = async (path: string) => (await call(`/api/v3/repos/owner/site${path}`, 'writer')).json()
  const commits = (await json('/commits?sha=main&per_page=3')) as { sha: string; commit: { message: string } }[]
  expect(commits.map(({ sha }) => sha)).toEqual([save, first])
  expect(commits[0]?.commit.message).toBe('Edit')
  expect(await json(`/commits/${save}/status`)).toMatchObject({ state: 'pending', statuses: [{ context: 'Vercel' }] })
  expect(await json(`/commits/${save}/check-runs`)).toMatchObject({
    total_count: 1,
    check_runs: [{ conclusion: 'failure' }],
  })
  expect(await json(`/commits/${first}/status`)).toMatchObject({ state: 'pending', statuses: [], total_count: 0 })
  expect((await call(`/api/v3/repos/owner/site/commits/${'0'.repeat(40)}/status`, 'writer')).status).toBe(404)
  expect((await call(`/api/v3/repos/owner/site/commits/${save}/status`, 'mistyped')).status).toBe(401)
})
