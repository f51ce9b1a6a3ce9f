// The script a site pastes into its pages (served as /embed.js): it finds its container and mounts
// the widget when the container nears the viewport, holding its place so the page does not jump.
import { mountWidget } from "./mount-widget";
import { openSiteStorage } from "./open-site-storage";

// Chunk file names with their content hashes, written in by the build (scripts/widget/build-widget.ts).
declare const __THREADLINE_CHUNKS__: Record<string, string>;

const script =
  (document.currentScript as HTMLScriptElement | null) ??
  document.querySelector<HTMLScriptElement>("script[data-site-id][src*='embed']");

/** The thread's URL: the script's data-thread-url, else the page's canonical link, else the page. */
function threadUrlOf(tag: HTMLScriptElement): string {
  const canonical = document.querySelector<HTMLLinkElement>("link[rel=canonical]")?.href;
  return tag.dataset.threadUrl || canonical || location.href.split("#")[0]!;
}

function start(tag: HTMLScriptElement) {
  const siteId = tag.dataset.siteId;
  if (!siteId) return console.error("Threadline: the script tag needs data-site-id.");
  const selector = tag.dataset.container || "#threadline-comments";
  let host = document.querySelector<HTMLElement>(selector);
  if (!host) {
    host = document.createElement("div");
    host.id = "threadline-comments";
    tag.before(host);
  }
  const threadUrl = threadUrlOf(tag);
  // A sign-in link's return, or a link to a comment, wants the widget now and in view.
  const wanted = /^#(threadline_|tl-cmt_)/.test(location.hash);
  const storage = openSiteStorage(siteId);
  const reserved = storage.read().heights?.[threadUrl] ?? 320;
  host.style.display = "block";
  host.style.minHeight = `${reserved}px`;
  const origin = new URL(tag.src, location.href).origin;
  const options = {
    origin,
    siteId,
    threadUrl,
    pageUrl: location.href.split("#")[0]!,
    identityToken: tag.dataset.identityToken || null,
    lang: tag.dataset.lang || null,
    scheme: tag.dataset.theme || null,
    load: (chunk: string) =>
      import(/* webpackIgnore: true */ new URL(__THREADLINE_CHUNKS__[chunk] ?? "", tag.src).href),
  };
  const mount = async () => {
    await mountWidget(host, options as Parameters<typeof mountWidget>[1]);
    host.style.minHeight = "";
    // Next time this thread opens, the widget holds about as much room as it took now.
    storage.update((memory) => {
      const heights = Object.entries(memory.heights ?? {}).slice(-49);
      memory.heights = Object.fromEntries([...heights, [threadUrl, Math.min(host.offsetHeight, 4000)]]);
    });
    for (const child of [...host.childNodes]) child.remove();
    // A link to one comment (`#tl-cmt_…`, as the moderation queue opens them) lands on it.
    const linked = location.hash.startsWith("#tl-") ? host.shadowRoot?.getElementById(location.hash.slice(1)) : null;
    if (wanted) (linked ?? host).scrollIntoView();
    linked?.focus();
  };
  if (wanted || !("IntersectionObserver" in window)) return void mount();
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void mount();
    },
    { rootMargin: "600px 0px" },
  );
  observer.observe(host);
}

if (script) start(script);
