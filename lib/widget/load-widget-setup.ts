import type { ApiCall } from "./create-api-client";
import type { SiteStorage } from "./open-site-storage";
import { pickLanguage } from "./pick-language";
import { startSession } from "./start-session";
import en, { type Strings } from "./strings/en";
import type { WidgetContext } from "./widget-context";
import type { WidgetConfig } from "./widget-types";

/** What the widget needs before it can render: the site's settings, the language and its words, and what to tell the reader. */
export type WidgetSetup = { config: WidgetConfig; lang: string; t: Strings; message: keyof Strings | undefined };

/**
 * Loads the site's widget settings and settles the reader's session side by side, then the words
 * of the reader's language (fetched at once when the page or the browser names one, else after
 * the site's locale is known). Throws the API's problem when a request fails.
 */
export async function loadWidgetSetup(input: {
  call: ApiCall;
  anonymous: ApiCall;
  storage: SiteStorage;
  siteId: string;
  identityToken: string | null;
  lang: string | null;
  load: WidgetContext["load"];
}): Promise<WidgetSetup> {
  let lang = pickLanguage([input.lang, ...navigator.languages]);
  const loadStrings = (language: string) => input.load<{ default: Strings }>(`lang-${language}` as "sign-in");
  const loading = lang === "en" ? undefined : loadStrings(lang);
  const [config, message] = await Promise.all([
    input.call<WidgetConfig>("GET", `/sites/${input.siteId}/widget-config`),
    startSession(input.anonymous, input.storage, input.siteId, input.identityToken),
  ]);
  if (!input.lang && lang === "en") lang = pickLanguage([...navigator.languages, config.theme.locale]);
  const t = lang === "en" ? en : (await (loading ?? loadStrings(lang))).default;
  return { config, lang, t, message };
}
