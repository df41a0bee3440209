import { SERVER_VARIABLES, type ServerVariable } from './serverVariables'

/** The tables docs/configuration.md holds, each between its two marker lines, written from the catalog. */
const TABLES = {
  variables: {
    start: '<!-- variables: generated from apps/web/src/server/config/serverVariables.ts (pnpm --filter web config:doc) -->',
    end: '<!-- end of variables -->',
  },
  limits: {
    start: '<!-- limits: generated from apps/web/src/server/config/serverVariables.ts (pnpm --filter web config:doc) -->',
    end: '<!-- end of limits -->',
  },
} as const
type Table = keyof typeof TABLES

const cell = (value: string) => value.replaceAll('|', '\\|').replaceAll('\n', ' ')
const nameCell = (variable: ServerVariable) =>
  variable.names && variable.names.length <= 2 && !variable.name.includes('<') ? variable.names.map((name) => `\`${name}\``).join(', ') : `\`${variable.name}\``

/** One of the catalog's tables in Markdown, a row per variable (or family), in the catalog's order. */
export function configurationTable(table: Table = 'variables', variables: readonly ServerVariable[] = SERVER_VARIABLES): string {
  const rows = variables.filter((variable) => (variable.section ?? 'variables') === table)
  if (table === 'limits') return ['| variable | default | read by | what |', '|---|---|---|---|', ...rows.map((v) => `| ${nameCell(v)} | ${cell(v.default)} | ${cell(v.readBy)} | ${cell(v.what)} |`)].join('\n')
  return ['| variable | default | read at | read by | what |', '|---|---|---|---|---|', ...rows.map((v) => `| ${nameCell(v)} | ${cell(v.default)} | ${v.readAt} | ${cell(v.readBy)} | ${cell(v.what)} |`)].join('\n')
}

/** `doc` with each generated table replaced by the catalog's; throws when a table's marker lines are missing. */
export function withTables(doc: string, variables: readonly ServerVariable[] = SERVER_VARIABLES): string {
  let out = doc
  for (const [table, { start, end }] of Object.entries(TABLES) as [Table, (typeof TABLES)[Table]][]) {
    const from = out.indexOf(start)
    const to = out.indexOf(end)
    if (from < 0 || to < from) throw new Error(`docs/configuration.md lacks the lines ${start} and ${end}`)
    out = `${out.slice(0, from + start.length)}\n${configurationTable(table, variables)}\n${out.slice(to)}`
  }
  return out
}
