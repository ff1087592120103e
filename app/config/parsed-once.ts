/**
 * A parse kept by the text it was given. A build reads each content file many times (Vite's
 * configuration, each plugin, the prerender of every page) and a test of the content reads the same
 * files in each of its tests: the same text parses to the same result, so each text is parsed once
 * per process. An edited file is a new text, parsed afresh. Node only.
 */

/** Texts kept per parser: far more than a site's content files; past it the parser starts again. */
const KEPT = 2000

/**
 * `parse(text)` the first time `key` (the text, and whatever else the result depends on) is met, a copy
 * of it afterwards: a caller may change what it is given without changing what the next one gets.
 * A parse that throws is not kept, so each reader meets the error.
 */
export function parsedOnce<Result>(kept: Map<string, Result>, key: string, parse: () => Result): Result {
  if (!kept.has(key)) {
    const result = parse()
    if (kept.size >= KEPT) kept.clear()
    kept.set(key, result)
  }
  return structuredClone(kept.get(key) as Result)
}
