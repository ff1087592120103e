/**
 * The part of GitHub's GraphQL API that a Git-based editor uses to read and save content: the
 * branch's last commit, file contents by object id, each file's last commit, and one commit of
 * many file changes (createCommitOnBranch). Names and shapes follow GitHub's schema
 * (https://docs.github.com/en/graphql/reference), so an editor cannot tell the stand-in apart.
 */
import { buildSchema, type ExecutionResult, GraphQLError, graphql } from 'graphql'
import { blobOid, type Commit, type Repository } from './repository.ts'

const SCHEMA = buildSchema(`
  scalar GitObjectID
  scalar Base64String
  scalar DateTime
  type Query { repository(owner: String!, name: String!): Repository }
  type Mutation { createCommitOnBranch(input: CreateCommitOnBranchInput!): CreateCommitOnBranchPayload }
  type Repository {
    nameWithOwner: String!
    defaultBranchRef: Ref
    ref(qualifiedName: String!): Ref
    object(oid: GitObjectID, expression: String): GitObject
  }
  type Ref { name: String!, target: GitObject }
  interface GitObject { oid: GitObjectID! }
  type Blob implements GitObject { oid: GitObjectID!, text: String, byteSize: Int!, isBinary: Boolean, isTruncated: Boolean! }
  type Commit implements GitObject {
    oid: GitObjectID!
    message: String!
    committedDate: DateTime!
    author: GitActor
    history(first: Int, path: String): CommitHistoryConnection!
    file(path: String!): TreeEntry
    status: Status
    deployments(last: Int, orderBy: DeploymentOrder): DeploymentConnection!
    checkSuites(last: Int): CheckSuiteConnection
  }
  # No checks or deployments run on the stand-in: the editor's deployment badge finds none.
  type Status { contexts: [StatusContext!]! }
  type StatusContext { context: String!, state: String!, targetUrl: String, description: String }
  enum DeploymentOrderField { CREATED_AT }
  enum OrderDirection { ASC DESC }
  input DeploymentOrder { field: DeploymentOrderField!, direction: OrderDirection! }
  type DeploymentConnection { nodes: [Deployment!]! }
  type Deployment { environment: String, latestStatus: DeploymentStatus }
  type DeploymentStatus { state: String!, environmentUrl: String, description: String }
  type CheckSuiteConnection { nodes: [CheckSuite!]! }
  type CheckSuite { checkRuns(last: Int): CheckRunConnection! }
  type CheckRunConnection { nodes: [CheckRun!]! }
  type CheckRun { name: String!, status: String!, conclusion: String, detailsUrl: String, summary: String }
  type TreeEntry { oid: GitObjectID!, path: String }
  type CommitHistoryConnection { nodes: [Commit!]!, totalCount: Int! }
  type GitActor { name: String, email: String, avatarUrl: String, user: User }
  type User { databaseId: Int, login: String! }
  input CommittableBranch { repositoryNameWithOwner: String, branchName: String, id: ID }
  input FileAddition { path: String!, contents: Base64String! }
  input FileDeletion { path: String! }
  input FileChanges { additions: [FileAddition!], deletions: [FileDeletion!] }
  input CommitMessage { headline: String!, body: String }
  input CreateCommitOnBranchInput {
    branch: CommittableBranch!
    expectedHeadOid: GitObjectID!
    fileChanges: FileChanges
    message: CommitMessage!
    clientMutationId: String
  }
  type CreateCommitOnBranchPayload { commit: Commit, clientMutationId: String }
`)

/** Who is asking, and whether their token may push (a fine-grained token's "Contents: read and write"). */
export type Caller = { login: string; name: string; canPush: boolean }

type CommitInput = {
  branch: { repositoryNameWithOwner?: string; branchName?: string }
  expectedHeadOid: string
  fileChanges?: { additions?: { path: string; contents: string }[]; deletions?: { path: string }[] }
  message: { headline: string; body?: string }
}

/** GitHub answers errors in data with a type as well as a message; the editor shows the message. */
function gitHubError(type: string, message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { type } })
}

function commitObject(repository: Repository, commit: Commit) {
  return {
    __typename: 'Commit',
    oid: commit.oid,
    message: commit.message,
    committedDate: commit.committedDate,
    author: {
      name: commit.author.name,
      email: commit.author.email,
      avatarUrl: null,
      user: { databaseId: 1, login: commit.author.login },
    },
    history: ({ first = 100, path }: { first?: number; path?: string }) => {
      const nodes = repository.history(commit, path, first).map((found) => commitObject(repository, found))
      return { nodes, totalCount: nodes.length }
    },
    status: null,
    deployments: { nodes: [] },
    checkSuites: { nodes: [] },
    file: ({ path }: { path: string }) => {
      const contents = commit.files.get(path)
      return contents === undefined ? null : { oid: blobOid(contents), path }
    },
  }
}

function refObject(repository: Repository, qualifiedName: string) {
  const commit = repository.resolve(qualifiedName)
  return commit ? { name: repository.branch, target: commitObject(repository, commit) } : null
}

function repositoryObject(repository: Repository) {
  return {
    nameWithOwner: `${repository.owner}/${repository.name}`,
    defaultBranchRef: refObject(repository, repository.branch),
    ref: ({ qualifiedName }: { qualifiedName: string }) => refObject(repository, qualifiedName),
    object: ({ oid }: { oid?: string }) => {
      const contents = oid ? repository.blob(oid) : undefined
      if (contents !== undefined) {
        return {
          __typename: 'Blob',
          oid,
          text: contents.toString('utf8'),
          byteSize: contents.length,
          isBinary: false,
          isTruncated: false,
        }
      }
      const commit = oid ? repository.commit(oid) : undefined
      return commit ? commitObject(repository, commit) : null
    },
  }
}

function createCommit(repository: Repository, caller: Caller, input: CommitInput) {
  const fullName = `${repository.owner}/${repository.name}`
  if (input.branch.repositoryNameWithOwner !== fullName || input.branch.branchName !== repository.branch) {
    throw gitHubError('NOT_FOUND', `Could not resolve to a ref named "${input.branch.branchName}".`)
  }
  if (!caller.canPush) {
    throw gitHubError('FORBIDDEN', 'Resource not accessible by personal access token')
  }
  const changes = {
    additions: (input.fileChanges?.additions ?? []).map(({ path, contents }) => ({
      path,
      contents: Buffer.from(contents, 'base64'),
    })),
    deletions: input.fileChanges?.deletions ?? [],
  }
  const message = [input.message.headline, input.message.body].filter(Boolean).join('\n\n')
  try {
    const author = { name: caller.name, email: `${caller.login}@users.noreply.example`, login: caller.login }
    const commit = repository.apply(input.expectedHeadOid, changes, message, author)
    return { commit: commitObject(repository, commit) }
  } catch (error) {
    throw gitHubError('STALE_DATA', error instanceof Error ? error.message : String(error))
  }
}

/** Runs one GraphQL request as GitHub would for `caller` against the stand-in's one repository. */
export function runGraphQL(
  repository: Repository,
  caller: Caller,
  request: { query: string; variables?: Record<string, unknown> },
): Promise<ExecutionResult> {
  const rootValue = {
    repository: ({ owner, name }: { owner: string; name: string }) => {
      if (owner === repository.owner && name === repository.name) return repositoryObject(repository)
      throw gitHubError('NOT_FOUND', `Could not resolve to a Repository with the name '${owner}/${name}'.`)
    },
    createCommitOnBranch: ({ input }: { input: CommitInput }) => createCommit(repository, caller, input),
  }
  return graphql({ schema: SCHEMA, source: request.query, variableValues: request.variables, rootValue })
}
