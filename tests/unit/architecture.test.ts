import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
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

// The domains of lib/, lowest first: a domain imports only domains ranked below it (docs/architecture.md).
export const domainRanks = [
  "mail",
  "idempotency",
  "events",
  "accounts",
  "api-keys",
  "members",
  "auth",
  "sites",
  "sso",
  "threads",
  "bans",
  "notifications",
  "readers",
  "screening",
  "comments",
  "votes",
  "moderation",
  "stats",
  "exports",
  "imports",
  "privacy",
  "webhooks",
  "live",
  "api-docs",
  "guides",
  "demo",
  "onboarding",
  "startup",
];

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

// The file an import names, relative to the repository (null for packages).
function resolveImport(
  file: string,
  target: string,
  isFile = (path: string) => existsSync(path) && statSync(path).isFile(),
): string | null {
  const base = target.startsWith("@/")
    ? target.slice(2)
    : target.startsWith(".")
      ? normalize(join(dirname(file), target))
      : null;
  if (base === null) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts")]) {
    if (isFile(candidate)) return candidate;
  }
  return base;
}

function domainOf(path: string): string | null {
  return layerOf(path) === "domain" ? path.split("/")[1]! : null;
}

/** Every import in `file` from one lib/ domain to another that is not ranked below it. */
export function rankViolationsOf(file: string, source: string): string[] {
  const from = domainOf(file);
  if (!from) return [];
  const problems: string[] = [];
  for (const target of importsOf(source)) {
    const resolved = resolveImport(file, target);
    const to = resolved ? domainOf(resolved) : null;
    if (!to || to === from) continue;
    const [fromRank, toRank] = [domainRanks.indexOf(from), domainRanks.indexOf(to)];
    if (fromRank < 0) problems.push(`${file}: lib/${from} has no rank in domainRanks`);
    else if (toRank < 0 || toRank > fromRank) problems.push(`${file} -> ${target} (${from} may not import ${to})`);
  }
  return problems;
}

/** The import cycles among `files` (type-only imports included), each as its files in a ring. */
export function cyclesOf(files: Map<string, string>): string[][] {
  const edges = new Map<string, string[]>();
  for (const [file, source] of files) {
    const targets = importsOf(source).map((target) => resolveImport(file, target, (path) => files.has(path)));
    edges.set(
      file,
      targets.filter((target): target is string => target !== null && files.has(target)),
    );
  }
  // Tarjan's strongly connected components: a component of more than one file, or a file that
  // imports itself, is a cycle.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of edges.get(file)!) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || edges.get(file)!.includes(file)) cycles.push(component.sort());
  };
  for (const file of files.keys()) if (!index.has(file)) visit(file);
  return cycles;
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

  it("keeps every import between lib/ domains pointing down the rank table", () => {
    const files = sourceFiles("lib");
    const violations = files.flatMap((file) => rankViolationsOf(file, readFileSync(file, "utf8")));
    expect(violations).toEqual([]);
    const domains = new Set(files.map(domainOf).filter((domain) => domain !== null));
    expect([...domains].filter((domain) => !domainRanks.includes(domain))).toEqual([]);
  });

  it("has no import cycle anywhere in app, lib, scripts or tests", () => {
    const files = new Map(
      ["app", "lib", "scripts", "tests", "instrumentation.ts", "proxy.ts"].flatMap((root) =>
        (statSync(root).isDirectory() ? sourceFiles(root) : [root]).map(
          (file) => [file, readFileSync(file, "utf8")] as const,
        ),
      ),
    );
    expect(files.size).toBeGreaterThan(100);
    expect(cyclesOf(files)).toEqual([]);
  });

  it("catches the domain imports and cycles it is meant to catch", () => {
    expect(rankViolationsOf("lib/sites/x.ts", 'import { x } from "@/lib/comments/comment-schemas";')).toHaveLength(1);
    expect(rankViolationsOf("lib/comments/x.ts", 'import { x } from "@/lib/sites/site-settings";')).toEqual([]);
    expect(rankViolationsOf("lib/events/x.ts", 'import type { X } from "../webhooks/fan-out-event";')).toHaveLength(1);
    expect(rankViolationsOf("lib/nowhere/x.ts", 'import { x } from "@/lib/sites/site-settings";')).toHaveLength(1);
    const ring = new Map([
      ["lib/a/one.ts", 'import type { Two } from "./two";'],
      ["lib/a/two.ts", 'import { three } from "@/lib/a/three";'],
      ["lib/a/three.ts", 'export { one } from "./one";'],
      ["lib/a/four.ts", 'import { one } from "./one";'],
    ]);
    expect(cyclesOf(ring)).toEqual([["lib/a/one.ts", "lib/a/three.ts", "lib/a/two.ts"]]);
    expect(cyclesOf(new Map([["lib/a/one.ts", 'import { two } from "./two";']]))).toEqual([]);
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
