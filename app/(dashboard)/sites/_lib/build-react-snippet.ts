/** The embed snippet's parts as a Next.js/React client component to paste, working across client-side navigation. */
export function buildReactSnippet(snippet: { script_url: string; site_id: string; container_id: string }): string {
  // A fresh container (keyed by the path) and a fresh script per page: the script reads its page
  // once when it runs, and next/script would run it once per app, not once per page.
  return `"use client";
// components/threadline-comments.tsx: put <ThreadlineComments /> where the comments go.
import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

export function ThreadlineComments() {
  const pathname = usePathname();
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const script = document.createElement("script");
    script.src = ${JSON.stringify(snippet.script_url)};
    script.dataset.siteId = ${JSON.stringify(snippet.site_id)};
    script.async = true;
    container.current?.after(script);
    return () => script.remove();
  }, [pathname]);
  return <div id=${JSON.stringify(snippet.container_id)} key={pathname} ref={container} />;
}
`;
}
