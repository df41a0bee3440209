import { describe } from 'vitest'
import { crowdSuite } from '../../test/suites/crowdSuite.js'
import { windowSuite } from '../../test/suites/windowSuite.js'
import { attackSuite } from '../../test/suites/attackSuite.js'
import { flowSuite } from '../../test/suites/flowSuite.js'
import { limitsSuite } from '../../test/suites/limitsSuite.js'
import { dpopSuite } from '../../test/suites/dpopSuite.js'
import { tokenSuite } from '../../test/suites/tokenSuite.js'
import { memoryStore } from './memoryStore.js'

describe('memoryStore', () => {
  describe('flow', () => flowSuite(() => memoryStore()))
  describe('attacks', () => attackSuite(() => memoryStore()))
  describe('tokens', () => tokenSuite(() => memoryStore()))
  describe('limits', () => limitsSuite(() => memoryStore()))
  describe('dpop', () => dpopSuite(() => memoryStore()))
  describe('windows', () => windowSuite(() => memoryStore()))
  describe('crowd', () => crowdSuite(() => memoryStore()))
})
