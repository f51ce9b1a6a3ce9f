#!/usr/bin/env node
// The threadline command: runs the TypeScript CLI through tsx, so no build step is needed.
import { register } from "tsx/esm/api";

process.env.NEXT_TELEMETRY_DISABLED ??= "1";
process.env.CHECKPOINT_DISABLE ??= "1";
register();
await import(new URL("../scripts/cli/main.ts", import.meta.url).href);
