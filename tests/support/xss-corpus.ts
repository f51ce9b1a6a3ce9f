import { readFileSync } from "node:fs";

// The event handlers the cheat sheet lists ("Attacks Using Event Handlers"), as attribute names.
const eventHandlers = `FSCommand onAbort onActivate onAfterPrint onAfterUpdate onBeforeActivate onBeforeCopy onBeforeCut
onBeforeDeactivate onBeforeEditFocus onBeforePaste onBeforePrint onBeforeUnload onBeforeUpdate onBegin onBlur onBounce
onCellChange onChange onClick onContextMenu onControlSelect onCopy onCut onDataAvailable onDataSetChanged
onDataSetComplete onDblClick onDeactivate onDrag onDragEnd onDragLeave onDragEnter onDragOver onDragDrop onDragStart
onDrop onEnd onError onErrorUpdate onFilterChange onFinish onFocus onFocusIn onFocusOut onHashChange onHelp onInput
onKeyDown onKeyPress onKeyUp onLayoutComplete onLoad onLoseCapture onMediaComplete onMediaError onMessage onMouseDown
onMouseEnter onMouseLeave onMouseMove onMouseOut onMouseOver onMouseUp onMouseWheel onMove onMoveEnd onMoveStart
onOffline onOnline onOutOfSync onPaste onPause onPopState onProgress onPropertyChange onReadyStateChange onRedo
onRepeat onReset onResize onResizeEnd onResizeStart onResume onReverse onRowsEnter onRowExit onRowDelete
onRowInserted onScroll onSeek onSelect onSelectionChange onSelectStart onStart onStop onStorage onSyncRestored
onSubmit onTimeError onTrackChange onUndo onUnload onURLFlip seekSegmentTime`.split(/\s+/);

// The cheat sheet's "Character Escape Sequences" for "<", each used to open a script tag.
const lessThan = [
  "<",
  "%3C",
  "&lt",
  "&lt;",
  "&LT",
  "&LT;",
  "&#60",
  "&#060",
  "&#0000060;",
  "&#x3c",
  "&#x3C;",
  "&#X000003C;",
  "\\x3c",
  "\\u003c",
];

// The same attacks spelled in the Markdown subset comments are written in: links, autolinks, references.
const markdownLinks = [
  "[a](javascript:alert(1))",
  "[a](JaVaScRiPt:alert(1))",
  "[a]( javascript:alert(1) )",
  "[a](<javascript:alert(1)>)",
  "[a](javascript&#58;alert(1))",
  "[a](&#106;avascript:alert(1))",
  "[a](jav&#x09;ascript:alert(1))",
  "[a](javascript://%0aalert(1))",
  "[a](vbscript:msgbox(1))",
  "[a](livescript:alert(1))",
  "[a](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
  "[a](DATA:text/html,<script>alert(1)</script>)",
  "![a](javascript:alert(1))",
  "![a](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)",
  "<javascript:alert(1)>",
  "<data:text/html,alert(1)>",
  "[a][x]\n\n[x]: javascript:alert(1)",
  '[a](https://example.com "title" onmouseover=alert(1))',
  '[a](https://example.com"onmouseover="alert(1))',
  "[<img src=x onerror=alert(1)>](https://example.com)",
  '```"><script>alert(1)</script>\ncode\n```',
  "```js onload=alert(1)\ncode\n```",
  "> <script>alert(1)</script>\n> - <svg onload=alert(1)>",
  "`<script>alert(1)</script>`",
  "**<img src=x onerror=alert(1)>**",
  "http://example.com/<script>alert(1)</script>",
  'www.example.com/"onmouseover="alert(1)',
];

/** Every payload of the OWASP XSS filter evasion cheat sheet, plus the generated and Markdown variants. */
export function xssCorpus(): string[] {
  const fixture = readFileSync(new URL("../fixtures/owasp-xss-filter-evasion.json", import.meta.url), "utf8");
  const payloads = (JSON.parse(fixture) as { payloads: string[] }).payloads;
  for (const handler of eventHandlers) {
    payloads.push(`<BODY ${handler}="alert('XSS')">`, `<a href="https://example.com" ${handler}=alert(1)>x</a>`);
  }
  for (const lt of lessThan) payloads.push(`${lt}SCRIPT>alert('XSS')${lt}/SCRIPT>`);
  return [...payloads, ...markdownLinks];
}

/** The cheat sheet's null-byte payload: PostgreSQL cannot store U+0000, so the API refuses it. */
export const nullBytePayload = `<IMG SRC=java\0script:alert("XSS")>`;
