#!/usr/bin/env node
// A file that exists before the build, so pnpm links the command at install time (a bin pointing into
// dist/ is not linked on a fresh clone, where dist/ is built after the install).
import "../dist/bin/migrate.js"
