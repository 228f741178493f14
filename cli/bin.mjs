#!/usr/bin/env node
// The `docs` command. The toolchain is TypeScript: it runs from a copy compiled on first use and
// after each change of its sources (compile.mjs), or through tsx's loader when that copy cannot be
// built. Either way writers and CI need no separate compile step.
import { compiledCli } from './compile.mjs';

const compiled = await compiledCli();
if (!compiled) (await import('tsx/esm/api')).register();
const { main } = await import(compiled ?? './main.ts');
process.exitCode = await main(process.argv);
