import type { Locale } from '../locales'
import { ar } from './ar'
import { de } from './de'
import { en } from './en'
import { es419 } from './es-419'
import { fr } from './fr'
import { hi } from './hi'
import { id } from './id'
import { ja } from './ja'
import { ko } from './ko'
import { ms } from './ms'
import { ptBR } from './pt-BR'
import { ru } from './ru'
import { th } from './th'
import { tr } from './tr'
import { uk } from './uk'
import { vi } from './vi'
import { zhCN } from './zh-CN'
import { zhHK } from './zh-HK'
import { zhTW } from './zh-TW'
import type { Messages } from './types'

export type { Messages } from './types'

// Every locale's catalog: for the server (src/i18n/server.ts) and the tests. A browser receives its one
// locale's catalog from the layout (I18nProvider), never all nineteen.
export const CATALOGS: Readonly<Record<Locale, Messages>> = {
  en,
  ar,
  de,
  'es-419': es419,
  fr,
  hi,
  id,
  ja,
  ko,
  ms,
  'pt-BR': ptBR,
  ru,
  th,
  tr,
  uk,
  vi,
  'zh-CN': zhCN,
  'zh-HK': zhHK,
  'zh-TW': zhTW,
}
