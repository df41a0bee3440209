import type { ApiClient } from '@stardust/api-client'
import { expectTypeOf, test } from 'vitest'
import type { AuthApi, LockManagerLike, StorageLike } from './types.js'

test('default: the platform and the api client fit the options as they are', () => {
  expectTypeOf<LockManager>().toExtend<LockManagerLike>()
  expectTypeOf<Storage>().toExtend<StorageLike>()
  expectTypeOf<ApiClient>().toExtend<AuthApi>()
})
