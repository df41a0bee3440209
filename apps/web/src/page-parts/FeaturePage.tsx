import type { ReactNode } from 'react'
import { WalletStatus } from '@/status/WalletStatus'
import type { RouteInfo } from '@/site'

export type FeaturePageProps = {
  route: RouteInfo
  /** 'site' pages sit under the shared navigation; 'bare' pages bring their own bar. */
  variant?: 'site' | 'bare'
  children?: ReactNode
}

/**
 * A page whose function comes in a later issue: its title, what it is for, and the live
 * wallet and session status. No invented figures and no buttons without an action.
 */
export function FeaturePage({ route, variant = 'site', children }: FeaturePageProps) {
  return (
    <div className={variant === 'site' ? 'page' : 'bare-page'}>
      <h1>{route.title}</h1>
      <p className="lead">{route.description}</p>
      {children}
      <WalletStatus />
    </div>
  )
}
