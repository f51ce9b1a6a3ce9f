import { defineConfig } from "prisma/config";

// Prisma's native schema engine cannot be downloaded on our machines; generate,
// validate and format only need the variable to name an existing file.
process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= process.execPath;
process.env.CHECKPOINT_DISABLE ??= "1";

export default defineConfig({
  schema: "prisma/schema.prisma",
});
