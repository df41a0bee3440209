'use client'
import { ConnectButton } from '@rainbow-me/rainbowkit'

export default function Page() {
  return <ConnectButton />
}
