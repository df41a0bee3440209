import { WAIT_TIMEOUT_MS } from '@stardust/vitest-config/waits'
import { configure } from '@testing-library/react'

// The machine is shared: a slow round trip must not fail a behavioural test (no timed assertions).
configure({ asyncUtilTimeout: WAIT_TIMEOUT_MS })
