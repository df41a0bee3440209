// Server code logs through its scrubbing logger (or a logError hook the caller gives), never console.*: a raw
// error can carry an RPC URL with its key or a database URL with its password. Tests and command-line tools
// (which print to the person who ran them) are left out by the caller.

/** A flat-config entry forbidding console.* in `files`, tests excepted. */
export function serverLogging(files, ignores = []) {
  return { files, ignores: ['**/*.test.*', '**/test/**', ...ignores], rules: { 'no-console': 'error' } }
}
