import { type ConnectorKind, signsWithoutGesture } from '@stardust/wallet-auth/react'
import { DEV_WALLET_ID } from './devWallet/constants'

type Connector = ConnectorKind & { readonly id: string }

/**
 * Which wallets sign in without a click on the dialog's 'Sign message': the injected ones
 * (wallet-auth's rule) and, in development, the burner Development Wallet, which asks nobody.
 * The literal NODE_ENV test lets a production build drop the burner's id with the branch.
 */
export function signWithoutClick(connector: Connector): boolean {
  if (process.env.NODE_ENV === 'development' && connector.id === DEV_WALLET_ID) return true
  return signsWithoutGesture(connector)
}
