import config from '@stardust/eslint-config/nextjs'

export default config
