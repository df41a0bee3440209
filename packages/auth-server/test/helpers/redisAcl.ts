// Redis 6 ACL users for the test sets: the servers (or sentinels) know only the named user, and their `default`
// user is off, so a client that logs in with the password alone (as `default`) is refused.

/** `redis-server` arguments: the `default` user off, `username` with `password` allowed every key, channel and command. */
export function aclServerArgs(username: string, password: string): string[] {
  return ['--user', 'default', 'off', '--user', username, 'on', `>${password}`, '~*', '&*', '+@all']
}

/** The same as configuration-file lines (a sentinel's). */
export function aclConfigLines(username: string, password: string): string[] {
  return ['user default off', `user ${username} on >${password} ~* &* +@all`]
}

/** redis-cli's arguments to log in as `username` (or as `default` with the password alone). */
export function cliAuthArgs(password: string | undefined, username?: string): string[] {
  return [...(username ? ['--user', username] : []), ...(password ? ['-a', password, '--no-auth-warning'] : [])]
}
