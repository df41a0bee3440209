import type { SignInRequest } from '../src/core/signInRequest.js'
import type { TestTab } from './tabs.js'

/** Every sign-in request a tab's subscribers heard from now on, the current one first, in order, without repeats. */
export function heard(tab: TestTab): (SignInRequest | null)[] {
  const seen: (SignInRequest | null)[] = [tab.auth.getState().signInRequest]
  tab.auth.subscribe(({ signInRequest }) => {
    if (seen.at(-1) !== signInRequest) seen.push(signInRequest)
  })
  return seen
}
