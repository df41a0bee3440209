import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, expect, test } from 'vitest'
import { installOnFirstUse } from '../index.mjs'

// A real pnpm install of a one-package project (github-slugger, from the registry or the pnpm store), in a copy
// of test/fixture so that nothing is installed into the repository.
const fixture = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixture')
const installed = path.join('node_modules', 'github-slugger', 'package.json')
const projects: string[] = []

function project(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'first-use-'))
  projects.push(dir)
  cpSync(fixture, dir, { recursive: true })
  return dir
}

afterEach(() => {
  for (const dir of projects.splice(0)) rmSync(dir, { recursive: true, force: true })
})

test('installs a missing project from its lockfile and returns the path asked for', () => {
  const dir = project()
  const target = installOnFirstUse(dir, installed)
  expect(target).toBe(path.join(dir, installed))
  expect(JSON.parse(readFileSync(target, 'utf8'))).toMatchObject({ name: 'github-slugger', version: '2.0.0' })
})

test('an installed project is used as it is: no second install', () => {
  const dir = project()
  installOnFirstUse(dir, installed)
  // With the lockfile gone a frozen install would fail, so this call returns only if it installs nothing.
  rmSync(path.join(dir, 'pnpm-lock.yaml'))
  expect(installOnFirstUse(dir, installed)).toBe(path.join(dir, installed))
})

test('a lockfile that does not match its package.json installs nothing and throws', () => {
  const dir = project()
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'))
  manifest.devDependencies['github-slugger'] = '1.5.0'
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify(manifest))
  expect(() => installOnFirstUse(dir, installed)).toThrow()
  expect(existsSync(path.join(dir, installed))).toBe(false)
})

test('a path the install does not create is an error that names it', () => {
  const dir = project()
  expect(() => installOnFirstUse(dir, path.join('node_modules', '.bin', 'absent'))).toThrow(`${path.join('node_modules', '.bin', 'absent')} is not in ${dir} after pnpm install`)
})
