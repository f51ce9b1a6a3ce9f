import clsx from "clsx";
import Link from "next/link";

/** The Live / Test switch: endpoints exist per mode, so the page shows one mode at a time. */
export function ModeSwitch({ mode, path }: { mode: "live" | "test"; path: string }) {
  const item = (value: "live" | "test", label: string) => (
    <Link
      href={value === "live" ? path : `${path}?mode=test`}
      aria-current={mode === value ? "page" : undefined}
      className={clsx(
        "rounded px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring",
        mode === value ? "bg-card text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
      )}
    >
      {label}
    </Link>
  );
  return (
    <nav aria-label="Mode" className="inline-flex self-start rounded-md bg-muted p-1 sm:self-auto">
      {item("live", "Live")}
      {item("test", "Test")}
    </nav>
  );
}
