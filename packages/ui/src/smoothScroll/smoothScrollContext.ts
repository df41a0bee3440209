'use client'
import { createContext } from 'react'
import type { SmoothScrollController } from '../types.js'

export const SmoothScrollContext = createContext<SmoothScrollController | null>(null)
