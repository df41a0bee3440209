'use client'
import { useContext } from 'react'
import { ProviderNotFoundError } from '../errors.js'
import { ThemeContext } from './themeContext.js'
import type { ThemeContextValue } from './themeContext.js'

export type UseThemeReturnType = ThemeContextValue

/** The current theme and setters. Throws `ProviderNotFoundError` outside <ThemeProvider>. */
export function useTheme(): UseThemeReturnType {
  const value = useContext(ThemeContext)
  if (!value) throw new ProviderNotFoundError('useTheme', 'ThemeProvider')
  return value
}
