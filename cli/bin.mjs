#!/usr/bin/env node
// The `docs` command. The toolchain is TypeScript run through tsx's loader, so writers and CI
// need no separate compile step; the loader is registered before the CLI module is imported.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('./main.ts');
process.exitCode = await main(process.argv);
