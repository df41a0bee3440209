import { expect, test } from 'vitest'
import * as exports from './index.js'

test('exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "API_TIMEOUT_MS",
      "ApiError",
      "ApiNetworkError",
      "ApiResponseError",
      "ApiTimeoutError",
      "BaseError",
      "DEFAULT_API_BASE_URL",
      "TIMEOUT_MESSAGE",
      "createApiClient",
    ]
  `)
})
