import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parseDeployments, type Deployments } from '../deployments.js'
import { DeploymentsConfigError } from '../errors.js'

/** The environment variables loadDeployments reads. */
export const DEPLOYMENTS_ENV = {
  /** JSON of the deployments on public chains, e.g. `{"5000": {"token": "0x…", "claim": "0x…"}}`. */
  json: 'STARDUST_DEPLOYMENTS',
  /** Path of a deployments file (the local deploy script writes one). */
  file: 'STARDUST_DEPLOYMENTS_FILE',
} as const

export type LoadDeploymentsParameters = {
  env?: Readonly<Record<string, string | undefined>>
  /** The file to read when STARDUST_DEPLOYMENTS_FILE is unset; a missing default file means no deployments. */
  defaultFile?: string | undefined
  /** Chains the caller serves: a deployment on any other chain is a configuration error. */
  chainIds?: readonly number[]
}

export type LoadedDeployments = {
  deployments: Deployments
  /** The file that was read, if any: airdrop lists are relative to its folder. */
  file: string | undefined
}

/**
 * Reads the deployments file and the STARDUST_DEPLOYMENTS variable (which wins per chain), validated.
 * Throws DeploymentsConfigError naming the variable or file: malformed input stops the start.
 */
export function loadDeployments({ env = process.env, defaultFile, chainIds }: LoadDeploymentsParameters = {}): LoadedDeployments {
  const explicitFile = env[DEPLOYMENTS_ENV.file]?.trim() || undefined
  const file = explicitFile ?? defaultFile
  let fromFile: Deployments = {}
  let readFile: string | undefined
  // The file is the operator's, named at start: `turbopackIgnore` keeps a bundler that traces a server's
  // files (the site's standalone build) from taking a path it cannot know for the whole project.
  if (file && (explicitFile || existsSync(/* turbopackIgnore: true */ file))) {
    let text: string
    try {
      text = readFileSync(/* turbopackIgnore: true */ file, 'utf8')
    } catch (cause) {
      throw new DeploymentsConfigError('deployments_unreadable', `${explicitFile ? `${DEPLOYMENTS_ENV.file}=` : ''}${file}: cannot be read`, { cause })
    }
    fromFile = parseDeployments(parseJson(text, file), file, { chainIds })
    readFile = path.resolve(/* turbopackIgnore: true */ file)
  }
  const json = env[DEPLOYMENTS_ENV.json]?.trim()
  const fromEnv = json ? parseDeployments(parseJson(json, DEPLOYMENTS_ENV.json), DEPLOYMENTS_ENV.json, { chainIds }) : {}
  return { deployments: { ...fromFile, ...fromEnv }, file: readFile }
}

function parseJson(text: string, source: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch (cause) {
    throw new DeploymentsConfigError('deployments_invalid', `${source}: is not valid JSON (${(cause as Error).message})`, { cause })
  }
}
