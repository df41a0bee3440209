import config from '@stardust/eslint-config/react'

export default config
