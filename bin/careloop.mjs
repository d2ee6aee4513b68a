#!/usr/bin/env node
// `npx careloop …`: the admin CLI, run from TypeScript source through tsx.
import { register } from 'tsx/esm/api';

register();
await import('./cli.ts');
