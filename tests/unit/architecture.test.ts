import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, normalize } from "node:path";

import { describe, expect, it } from "vitest";

// The layers of ../shared/DESIGN.md. Imports point down: each layer lists what it may import.
type Layer = "route" | "page" | "http" | "domain" | "db" | "ratelimit" | "widget" | "core";
const mayImport: Record<Layer, Layer[]> = {
  route: ["http", "domain", "core"],
  // Pages and server actions reach the member through lib/http (current-member, member-action).
  page: ["page", "http", "domain", "core"],
  http: ["http", "domain", "ratelimit", "core"],
  domain: ["domain", "db", "ratelimit", "core"],
  db: ["db", "core"],
  ratelimit: ["ratelimit", "core"],
  widget: ["widget"],
  core: ["core"],
};

function layerOf(path: string): Layer | null {
  if (path.startsWith("app/api/")) return "route";
  if (path.startsWith("app/")) return "page";
  const [top, area] = path.split("/");
  if (top !== "lib" || !area) return null;
  if (["http", "db", "ratelimit", "widget", "core"].includes(area)) return area as Layer;
  return "domain";
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (entry === "generated" || entry === "node_modules") return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mjs|js)$/.test(entry) ? [path] : [];
  });
}

function importsOf(source: string): string[] {
  const found = source.matchAll(
    /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g,
  );
  return [...found].map((m) => (m[1] ?? m[2])!);
}

/** Every import in `file` that breaks the layer rules, as "file -> target (reason)". */
export function violationsOf(file: string, source: string): string[] {
  const from = layerOf(file);
  if (!from) return [];
  const problems: string[] = [];
  for (const target of importsOf(source)) {
    const isNext = target === "next" || target.startsWith("next/");
    if (isNext && from !== "route" && from !== "page" && from !== "http")
      problems.push(`${file} -> ${target} (next/* outside app and lib/http)`);
    if ((target.startsWith("@prisma/") || target.includes("/generated/")) && from !== "db")
      problems.push(`${file} -> ${target} (Prisma outside lib/db)`);
    const resolved = target.startsWith("@/")
      ? target.slice(2)
      : target.startsWith(".")
        ? normalize(join(dirname(file), target))
        : null;
    if (!resolved) continue;
    const to = layerOf(resolved);
    if (to && !mayImport[from].includes(to)) problems.push(`${file} -> ${target} (${from} may not import ${to})`);
  }
  return problems;
}

describe("architecture", () => {
  it("keeps every import pointing down the layers", () => {
    const files = [...sourceFiles("app"), ...sourceFiles("lib")];
    expect(files.length).toBeGreaterThan(20);
    const violations = files.flatMap((file) => violationsOf(file, readFileSync(file, "utf8")));
    expect(violations).toEqual([]);
  });

  it("catches the imports it is meant to catch", () => {
    expect(violationsOf("app/api/v1/x/route.ts", 'import { db } from "@/lib/db/client";')).toHaveLength(1);
    expect(violationsOf("lib/comments/x.ts", 'import { NextResponse } from "next/server";')).toHaveLength(1);
    expect(violationsOf("lib/comments/x.ts", 'import { json } from "../http/json-response";')).toHaveLength(1);
    expect(violationsOf("lib/sites/x.ts", 'import { PrismaClient } from "@prisma/client";')).toHaveLength(1);
    expect(violationsOf("lib/db/x.ts", 'const m = await import("@/lib/comments/create-comment");')).toHaveLength(1);
    expect(violationsOf("lib/http/x.ts", 'import { createComment } from "@/lib/comments/create-comment";')).toEqual([]);
    expect(violationsOf("app/(dashboard)/sites/actions.ts", 'import { db } from "@/lib/db/client";')).toHaveLength(1);
    expect(
      violationsOf("app/(dashboard)/sites/page.tsx", 'import { PrismaClient } from "@prisma/client";'),
    ).toHaveLength(1);
    expect(violationsOf("lib/members/x.ts", 'import { redirect } from "next/navigation";')).toHaveLength(1);
    expect(violationsOf("lib/auth/x.ts", 'import { memberAction } from "@/lib/http/member-action";')).toHaveLength(1);
    expect(
      violationsOf("app/(dashboard)/sites/actions.ts", 'import { memberAction } from "@/lib/http/member-action";'),
    ).toEqual([]);
  });
});
