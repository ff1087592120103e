/**
 * Installs the browser editor's own package (editor/package-lock.json) into .cache/editor with the
 * npm on PATH, as the first build would (pipeline/editor/editor-package.ts). .ci/run does it before
 * `npm test`, whose time is for the checks, as it installs the on-demand tools. Does nothing when
 * it is installed.
 */
import { installEditor } from '../pipeline/editor/editor-package.ts'

console.log(`The editor is installed in ${installEditor('')}`)
