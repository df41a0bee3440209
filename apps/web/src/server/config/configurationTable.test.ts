// docs/configuration.md's tables of variables and limits are written from the catalog (serverVariables.ts): a
// variable added, renamed or redocumented in one place and not the other fails here. `pnpm --filter web config:doc`
// rewrites the tables (CONFIG_DOC_WRITE=1 on this file).
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { configurationTable, withTables } from './configurationTable'
import { SERVER_VARIABLES } from './serverVariables'

const docPath = fileURLToPath(new URL('../../../../../docs/configuration.md', import.meta.url))

describe('configurationTable', () => {
  test('behavior: docs/configuration.md holds the tables the catalog makes', () => {
    const doc = readFileSync(docPath, 'utf8')
    if (process.env.CONFIG_DOC_WRITE === '1') writeFileSync(docPath, withTables(doc))
    expect(readFileSync(docPath, 'utf8')).toBe(withTables(doc))
  })

  test('behavior: a variable the catalog gains, or a changed default, changes the table it belongs to', () => {
    const extra = [...SERVER_VARIABLES, { ...SERVER_VARIABLES[0]!, name: 'STARDUST_NEW_THING', default: '7' }, { ...SERVER_VARIABLES[0]!, name: 'STARDUST_NEW_LIMIT', section: 'limits' as const }]
    expect(configurationTable('variables', extra)).toContain('| `STARDUST_NEW_THING` | 7 |')
    expect(configurationTable('variables', extra)).not.toContain('STARDUST_NEW_LIMIT')
    expect(configurationTable('limits', extra)).toContain('| `STARDUST_NEW_LIMIT` |')
    const doc = readFileSync(docPath, 'utf8')
    expect(withTables(doc, extra)).not.toBe(withTables(doc))
  })
})
