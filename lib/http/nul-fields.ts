/**
 * The fields (dotted paths) of parsed input whose keys or string values hold U+0000: PostgreSQL
 * text cannot store it, so such input is refused up front rather than failing in storage.
 */
export function nulFields(value: unknown): string[] {
  const found: string[] = [];
  // A stack of its own rather than recursion, so no input's nesting reaches the call stack.
  const stack: { value: unknown; path: string }[] = [{ value, path: "" }];
  while (stack.length) {
    const item = stack.pop()!;
    if (typeof item.value === "string") {
      if (item.value.includes("\u0000")) found.push(item.path || "(body)");
      continue;
    }
    if (!item.value || typeof item.value !== "object") continue;
    const entries = Object.entries(item.value);
    for (const [key] of entries) if (key.includes("\u0000")) found.push(item.path || "(body)");
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i]!;
      stack.push({ value: child, path: item.path ? `${item.path}.${key}` : key });
    }
  }
  return found;
}
