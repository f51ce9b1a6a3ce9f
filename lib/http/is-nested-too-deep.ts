/**
 * Whether parsed JSON nests objects and arrays deeper than `limit` levels (the top value is level 1).
 * Walks with a stack of its own and stops at the first value too deep, so any input is cheap to check.
 */
export function isNestedTooDeep(value: unknown, limit: number): boolean {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 1 }];
  while (stack.length) {
    const item = stack.pop()!;
    if (!item.value || typeof item.value !== "object") continue;
    if (item.depth > limit) return true;
    for (const child of Object.values(item.value)) stack.push({ value: child, depth: item.depth + 1 });
  }
  return false;
}
