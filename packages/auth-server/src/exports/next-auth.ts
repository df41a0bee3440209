export {
  createWalletCredentials,
  type CreateWalletCredentialsParameters,
  type WalletCredentialsOptions,
  type WalletUser,
} from '../nextAuth/createWalletCredentials.js'
export { walletSessionCallbacks, type WalletJwt } from '../nextAuth/walletSessionCallbacks.js'
