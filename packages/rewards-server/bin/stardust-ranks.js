#!/usr/bin/env node
// A committed launcher, so installing the workspace links the bin before dist/ is built.
await import('../dist/ranksBin.js')
