// The widget's only stylesheet, adopted by its shadow root (a constructed sheet, so a strict
// Content-Security-Policy without 'unsafe-inline' styles still applies it). Light and dark palettes
// are custom properties; the site's theme sets --tl-accent, --tl-on-accent, --tl-radius, --tl-font, --tl-gap.
const dark =
  "--bg:#18181b;--fg:#f4f4f5;--mut:#a1a1aa;--line:#3f3f46;--soft:#27272a;--err:#fca5a5;--ok:#86efac;--link:color-mix(in srgb,var(--tl-accent) 55%,#fff)";

/** The widget's CSS. */
export const widgetStyles = `
:host{all:initial;display:block}
.w{--bg:#fff;--fg:#18181b;--mut:#52525b;--line:#e4e4e7;--soft:#f4f4f5;--err:#b91c1c;--ok:#166534;--link:color-mix(in srgb,var(--tl-accent) 85%,#000);
color-scheme:light;font:15px/1.55 var(--tl-font);color:var(--fg);background:var(--bg);border-radius:var(--tl-radius);padding:16px;text-align:start;overflow-wrap:anywhere}
.w.dark{${dark};color-scheme:dark}
@media (prefers-color-scheme:dark){.w.auto{${dark};color-scheme:dark}}
*,*::before,*::after{box-sizing:border-box}
[hidden]{display:none!important}
button,input,textarea,select{font:inherit;color:inherit}
a{color:var(--link)}
:focus-visible{outline:2px solid var(--tl-accent);outline-offset:2px}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.top{display:flex;flex-wrap:wrap;gap:8px;align-items:center;justify-content:space-between;margin-bottom:var(--tl-gap)}
h2{font-size:1.15em;margin:0;font-weight:650}
.sort{display:flex;gap:2px;background:var(--soft);border-radius:var(--tl-radius);padding:2px}
.sort button,.tabs button{border:0;background:none;padding:4px 10px;border-radius:calc(var(--tl-radius) * .75);cursor:pointer;color:var(--mut)}
.sort [aria-pressed=true],.tabs [aria-pressed=true]{background:var(--bg);color:var(--fg);box-shadow:0 1px 2px #0002}
.who{display:flex;flex-wrap:wrap;gap:6px 12px;align-items:center;color:var(--mut);font-size:.9em;margin:0 0 8px}
.data{display:inline-flex;flex-wrap:wrap;gap:4px 8px;align-items:center}
.lnk{border:0;background:none;padding:0;color:var(--link);cursor:pointer;text-decoration:underline;text-underline-offset:2px}
form{display:grid;gap:8px;margin:0 0 var(--tl-gap)}
.box{border:1px solid var(--line);border-radius:var(--tl-radius);background:var(--bg);overflow:hidden}
.box:focus-within{border-color:var(--tl-accent);box-shadow:0 0 0 1px var(--tl-accent)}
.tabs{display:flex;gap:2px;padding:4px;border-bottom:1px solid var(--line);background:var(--soft)}
textarea{display:block;width:100%;min-height:96px;resize:vertical;border:0;padding:10px 12px;background:transparent}
textarea:focus-visible{outline:0}
.pv{min-height:96px;padding:2px 12px}
input{width:100%;max-width:320px;border:1px solid var(--line);border-radius:var(--tl-radius);padding:7px 10px;background:var(--bg)}
label{display:grid;gap:4px;font-size:.9em;font-weight:550}
.row{display:flex;flex-wrap:wrap;gap:8px;align-items:center}
.hint{color:var(--mut);font-size:.8em;margin-inline-end:auto}
.btn{border:1px solid transparent;border-radius:var(--tl-radius);padding:7px 14px;cursor:pointer;font-weight:600;background:var(--tl-accent);color:var(--tl-on-accent)}
.btn.q{background:none;border-color:var(--line);color:var(--fg)}
.btn:disabled{opacity:.6;cursor:progress}
.err{color:var(--err);font-size:.9em;margin:0}
.hp{position:absolute;left:-9999px;width:1px;height:1px;overflow:hidden}
.note{color:var(--mut);margin:0}
.ok{color:var(--ok);font-size:.9em;margin:0}
.state{padding:24px 12px;text-align:center;color:var(--mut);border:1px dashed var(--line);border-radius:var(--tl-radius);margin:0 0 var(--tl-gap)}
.lock{padding:10px 12px;background:var(--soft);border-radius:var(--tl-radius);margin:0 0 var(--tl-gap)}
ol{list-style:none;margin:0;padding:0}
.replies{padding-inline-start:clamp(10px,4vw,22px);border-inline-start:2px solid var(--line);margin-top:var(--tl-gap)}
.replies.flat{padding-inline-start:0;border:0}
li+li{margin-top:var(--tl-gap)}
article{display:grid;gap:4px}
.hd{display:flex;flex-wrap:wrap;gap:4px 8px;align-items:baseline;font-size:.9em}
.av{display:inline-grid;place-items:center;width:26px;height:26px;border-radius:50%;background:var(--tl-accent);color:var(--tl-on-accent);font-weight:700;font-size:.8em;align-self:center}
.nm{font-weight:650}
.hd time,.mut{color:var(--mut)}
.tag{font-size:.75em;padding:1px 8px;border-radius:99px;background:var(--soft);color:var(--mut)}
.tag.held{background:color-mix(in srgb,#f59e0b 22%,var(--bg));color:var(--fg)}
.rt{font-size:.85em;color:var(--mut);margin:0}
.body{padding-inline-start:34px}
.body>:first-child{margin-top:0}.body>:last-child{margin-bottom:0}
.body p{margin:.5em 0}
.body pre{overflow:auto;background:var(--soft);padding:8px 10px;border-radius:calc(var(--tl-radius) * .75)}
.body code{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:.9em}
.body blockquote{margin:.5em 0;padding-inline-start:10px;border-inline-start:3px solid var(--line);color:var(--mut)}
.body ul,.body ol{padding-inline-start:1.4em;list-style:revert}
.gone{font-style:italic;color:var(--mut)}
.acts{display:flex;flex-wrap:wrap;gap:4px;padding-inline-start:28px}
.acts button{border:1px solid transparent;background:none;border-radius:99px;padding:2px 8px;cursor:pointer;color:var(--mut);font-size:.85em}
.em{font-family:"Apple Color Emoji","Segoe UI Emoji","Noto Color Emoji",sans-serif}
.row>.btn:last-child{margin-inline-start:auto}
.acts button:hover{background:var(--soft);color:var(--fg)}
.acts [aria-pressed=true]{border-color:var(--tl-accent);color:var(--fg);background:color-mix(in srgb,var(--tl-accent) 12%,var(--bg))}
.slot:not(:empty){padding-inline-start:34px;margin-top:6px}
.tools{display:flex;flex-wrap:wrap;gap:8px;align-items:center}
.fb{display:inline-flex;gap:6px;align-items:center;border:1px solid var(--line);border-radius:var(--tl-radius);padding:3px 12px;background:none;cursor:pointer;color:var(--fg)}
.fb:hover{background:var(--soft)}
.fb[aria-pressed=true],.fb[aria-expanded=true]{border-color:var(--tl-accent);background:color-mix(in srgb,var(--tl-accent) 12%,var(--bg))}
.fb[aria-pressed=true]::before{content:"";width:.3em;height:.6em;margin:-.15em .1em 0;border:solid var(--tl-accent);border-width:0 2px 2px 0;transform:rotate(45deg)}
.fs:not(:empty){margin:0 0 8px}
.fs>form{margin:0}
.panel{padding:12px;border:1px solid var(--line);border-radius:var(--tl-radius);background:var(--soft)}
.panel input:not([type=radio],[type=checkbox]){background:var(--bg)}
.panel .row>.btn:last-child{margin-inline-start:0}
fieldset{display:grid;gap:4px;border:0;margin:0;padding:0;min-width:0}
legend{font-size:.9em;font-weight:550;padding:0;margin-bottom:4px}
label.ck{display:flex;gap:8px;align-items:center;font-weight:400;font-size:1em}
.ck input{width:auto;margin:0;accent-color:var(--tl-accent)}
.stop{display:flex;flex-wrap:wrap;gap:8px;align-items:center;padding:8px 10px;border-radius:var(--tl-radius);background:color-mix(in srgb,#f59e0b 18%,var(--bg))}
.pair{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,220px),320px));gap:8px 16px}
.fld{display:grid;gap:4px;align-content:start}
.fld .hint{margin:0}
.mn{margin:0;padding:4px;border-top:1px solid var(--line);max-height:12em;overflow:auto}
.mn li{display:flex;gap:8px;align-items:center;padding:4px 8px;border-radius:calc(var(--tl-radius) * .75);cursor:pointer;margin:0}
.mn li+li{margin-top:0}
.mn [aria-selected=true]{background:color-mix(in srgb,var(--tl-accent) 16%,var(--bg));outline:1px solid var(--tl-accent)}
.mn .av{width:22px;height:22px}
.more{display:block;margin:var(--tl-gap) auto 0}
.sk{height:14px;border-radius:6px;background:var(--soft);margin:10px 0}
.sk:nth-child(2n){width:70%}
.brand{margin:var(--tl-gap) 0 0;font-size:.75em;color:var(--mut);text-align:end}
@media (prefers-reduced-motion:no-preference){.sk{animation:p 1.2s ease-in-out infinite alternate}@keyframes p{to{opacity:.4}}}
`;
