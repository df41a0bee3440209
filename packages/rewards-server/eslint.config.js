import config from '@stardust/eslint-config/base'
import { serverLogging } from '@stardust/eslint-config/server'

// The command-line tools (stardust-migrate, stardust-ranks) print to the operator who runs them.
export default [...config, serverLogging(['src/**'], ['src/bin/**', 'src/ranks/bin.ts'])]
