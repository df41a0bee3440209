import { createApiClient } from '@stardust/api-client'
import { expectTypeOf, test } from 'vitest'
import { createWalletAuth } from '../core/createWalletAuth.js'
import type { WalletAuthProviderProps } from './WalletAuthProvider.js'
import type { UseWalletAuthReturnType } from './useWalletAuth.js'

const api = createApiClient()

test('parameters: api, or a client made outside React', () => {
  expectTypeOf({ api }).toExtend<WalletAuthProviderProps>()
  expectTypeOf({ client: createWalletAuth({ api }) }).toExtend<WalletAuthProviderProps>()
  expectTypeOf({ autoLogin: false }).not.toExtend<WalletAuthProviderProps>()
})

test('default: the return type the app relies on', () => {
  expectTypeOf<UseWalletAuthReturnType['token']>().toEqualTypeOf<string | null>()
  expectTypeOf<UseWalletAuthReturnType['retryLogin']>().returns.toEqualTypeOf<Promise<string | false>>()
  expectTypeOf<UseWalletAuthReturnType['status']>().toEqualTypeOf<'idle' | 'preparing' | 'signing' | 'verifying' | 'authenticated' | 'error'>()
})
