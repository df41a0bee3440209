import preset from '@stardust/vitest-config/dom'

export default preset
