// The package ships JavaScript with JSDoc but no declarations; this is the part of its API we use
// (its src/scanner/index.js and src/types.js).
declare module '@mdn/mdn-http-observatory' {
  type TestOutput = { pass: boolean | null; result: string | null; scoreModifier: number | null }
  export function scan(hostname: string): Promise<{
    scan: { grade: string; score: number; statusCode: number; testsFailed: number; testsPassed: number }
    tests: Record<string, TestOutput>
  }>
}
