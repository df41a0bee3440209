import { configure } from '@testing-library/react'

// The machine is shared: a slow round trip must not fail a behavioural test (no timed assertions).
configure({ asyncUtilTimeout: 15_000 })
