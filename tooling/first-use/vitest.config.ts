import preset from '@stardust/vitest-config/node'

export default preset
