#!/usr/bin/env node
// The operator's tasks, one command each: reads the chain, refuses what the contracts would refuse, and writes what the
// Safe's signers need (a Transaction Builder batch and the Safe transaction hash). See README "Runbook".
import { runOps } from '../dist/ops.js'

process.exitCode = await runOps(process.argv.slice(2), process.env, (line) => console.log(line), (line) => console.error(line))
