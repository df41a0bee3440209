import config from '@stardust/eslint-config/base'
import { serverLogging } from '@stardust/eslint-config/server'

// The command-line server (bin.ts) prints its address and warnings to the person who started it.
export default [...config, serverLogging(['src/**'], ['src/bin.ts'])]
