// Writes prisma/postgres/schema.prisma from prisma/schema.prisma: only the provider
// and the generated client's output differ. `--check` exits 1 when the file is stale.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

import { deriveSchemaText } from "./derive-schema-text";

const root = fileURLToPath(new URL("../../", import.meta.url));
const source = readFileSync(`${root}prisma/schema.prisma`, "utf8");
const target = `${root}prisma/postgres/schema.prisma`;
const derived = deriveSchemaText(source);

if (process.argv.includes("--check")) {
  let current = "";
  try {
    current = readFileSync(target, "utf8");
  } catch {
    current = "";
  }
  if (current !== derived) {
    console.error("prisma/postgres/schema.prisma is stale: run npm run db:generate");
    process.exit(1);
  }
} else {
  mkdirSync(`${root}prisma/postgres`, { recursive: true });
  writeFileSync(target, derived);
}
