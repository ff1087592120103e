/**
 * The repository the Git-host stand-in (./server.ts) serves: files and the commits made to them,
 * with the object ids Git gives them, so the editor sees what it would see on GitHub. Backed by a
 * folder: each commit can also be written there (`npm run editor` edits the working copy this way).
 */
import { createHash } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'

export type Author = { name: string; email: string; login: string }

export type Commit = {
  oid: string
  message: string
  committedDate: string
  author: Author
  /** The paths this commit added, changed or deleted. */
  changed: string[]
  /** Every file as it stands after this commit. */
  files: ReadonlyMap<string, Buffer>
}

export type FileChanges = { additions: { path: string; contents: Buffer }[]; deletions: { path: string }[] }

/** Git's id of a file's contents ("blob <size>\0<bytes>"), as GitHub reports it. */
export function blobOid(contents: Buffer): string {
  return createHash('sha1').update(`blob ${contents.length}\0`).update(contents).digest('hex')
}

/** Every file under `root`/`folder`, keyed by its path from `root` with forward slashes. */
export function readFolder(root: string, folder: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>()
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      if (name.startsWith('.')) continue
      const path = join(dir, name)
      if (statSync(path).isDirectory()) walk(path)
      else files.set(relative(root, path).split(sep).join('/'), readFileSync(path))
    }
  }
  walk(join(root, folder))
  return files
}

/** A relative path with forward slashes that stays inside the repository (no "..", no leading "/"). */
function isInside(path: string): boolean {
  return (
    path !== '' &&
    !path.startsWith('/') &&
    !path.includes('\\') &&
    path.split('/').every((part) => part !== '..' && part !== '')
  )
}

export class Repository {
  readonly commits: Commit[] = []
  readonly #blobs = new Map<string, Buffer>()

  constructor(
    readonly owner: string,
    readonly name: string,
    readonly branch: string,
    files: Map<string, Buffer>,
    /** Where commits are also written, file by file; none: they stay in memory. */
    readonly workingCopy?: string,
  ) {
    this.#record({
      message: 'The content as it was when the stand-in started',
      author: { name: 'Site owner', email: 'owner@example.com', login: owner },
      changed: [...files.keys()],
      files,
    })
  }

  get head(): Commit {
    const head = this.commits.at(-1)
    if (head === undefined) throw new Error('a repository always has its first commit')
    return head
  }

  /** The commits made after the stand-in started (the editor's saves), oldest first. */
  get saves(): Commit[] {
    return this.commits.slice(1)
  }

  commit(oid: string): Commit | undefined {
    return this.commits.find((commit) => commit.oid === oid)
  }

  /** A branch name or a commit id, as the tree and ref APIs take it. */
  resolve(ref: string): Commit | undefined {
    return ref === this.branch || ref === `refs/heads/${this.branch}` ? this.head : this.commit(ref)
  }

  blob(oid: string): Buffer | undefined {
    return this.#blobs.get(oid)
  }

  /** The commits that touched `path` (all of them without one), newest first, up to `first`. */
  history(from: Commit, path: string | undefined, first: number): Commit[] {
    const upTo = this.commits.slice(0, this.commits.indexOf(from) + 1).reverse()
    return upTo.filter((commit) => path === undefined || commit.changed.includes(path)).slice(0, first)
  }

  /** Applies one commit on top of `expectedHeadOid`, or refuses it whole (another save came first). */
  apply(expectedHeadOid: string, changes: FileChanges, message: string, author: Author): Commit {
    if (expectedHeadOid !== this.head.oid) {
      throw new Error(`Expected branch to point to "${expectedHeadOid}" but it did not.`)
    }
    const outside = [...changes.additions, ...changes.deletions].find(({ path }) => !isInside(path))
    if (outside) throw new Error(`"${outside.path}" is not a path inside the repository.`)
    const files = new Map(this.head.files)
    for (const { path } of changes.deletions) files.delete(path)
    for (const { path, contents } of changes.additions) files.set(path, contents)
    const changed = [...changes.deletions.map(({ path }) => path), ...changes.additions.map(({ path }) => path)]
    const commit = this.#record({ message, author, changed, files })
    if (this.workingCopy) this.#writeOut(changes, this.workingCopy)
    return commit
  }

  #record(fields: Omit<Commit, 'oid' | 'committedDate'>): Commit {
    for (const contents of fields.files.values()) this.#blobs.set(blobOid(contents), contents)
    const committedDate = new Date().toISOString()
    const oid = createHash('sha1')
      .update(`${this.commits.at(-1)?.oid ?? ''}\n${committedDate}\n${fields.message}\n${fields.changed.join('\n')}`)
      .update(String(this.commits.length))
      .digest('hex')
    const commit = { ...fields, oid, committedDate }
    this.commits.push(commit)
    return commit
  }

  #writeOut(changes: FileChanges, root: string) {
    for (const { path } of changes.deletions) rmSync(join(root, path), { force: true })
    for (const { path, contents } of changes.additions) {
      mkdirSync(dirname(join(root, path)), { recursive: true })
      writeFileSync(join(root, path), contents)
    }
  }
}
