import config from '@stardust/eslint-config/base'

export default config
