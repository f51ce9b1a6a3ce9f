// Starts Scalar's API reference on /docs/api (lib/api-docs/render-api-reference-page.ts). Plain
// browser JavaScript, loaded with `defer` before Scalar's bundle, so it runs first.
(function () {
  "use strict";

  // Zod, inside Scalar, probes for eval with `new Function("")` unless told it may not: the probe
  // would be refused by the CSP (no 'unsafe-eval') and reported as a violation.
  globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });

  // Fetched at once, while the bundle still downloads.
  var documentRequest = fetch("/v1/openapi.json", { headers: { Accept: "application/json" } }).then(
    function (response) {
      if (!response.ok) throw new Error("/v1/openapi.json answered " + response.status + ".");
      return response.json();
    },
  );
  var dark = window.matchMedia("(prefers-color-scheme: dark)");

  function showProblem(message) {
    var status = document.getElementById("tl-reference-status");
    status.removeAttribute("aria-busy");
    status.setAttribute("role", "alert");
    status.classList.add("tl-status-error");
    status.textContent = "The API reference could not be loaded. " + message + " ";
    var link = document.createElement("a");
    link.href = "/v1/openapi.json";
    link.textContent = "Open the raw OpenAPI document";
    status.appendChild(link);
  }

  // Everything that could call another server is off: fonts, telemetry, the API client and its
  // proxy, the AI agent, MCP, the developer tools. Scalar's services point back here.
  function configuration(openApi) {
    return {
      content: openApi,
      theme: "none",
      layout: "modern",
      withDefaultFonts: false,
      telemetry: false,
      hideClientButton: true,
      hideTestRequestButton: true,
      showDeveloperTools: "never",
      agent: { disabled: true },
      mcp: { disabled: true },
      isEditable: false,
      documentDownloadType: "json",
      hideDarkModeToggle: true,
      forceDarkModeState: dark.matches ? "dark" : "light",
      externalUrls: {
        dashboardUrl: location.origin,
        registryUrl: location.origin,
        proxyUrl: location.origin,
        apiBaseUrl: location.origin,
      },
      defaultHttpClient: { targetKey: "shell", clientKey: "curl" },
    };
  }

  function start() {
    documentRequest
      .then(function (openApi) {
        if (typeof Scalar === "undefined") throw new Error("Its script did not load.");
        var reference = Scalar.createApiReference("#tl-reference", configuration(openApi));
        // Follow the system's colour scheme while the page is open.
        dark.addEventListener("change", function () {
          reference.updateConfiguration(configuration(openApi));
        });
        var status = document.getElementById("tl-reference-status");
        status.removeAttribute("aria-busy");
        status.hidden = true;
      })
      .catch(function (error) {
        showProblem(error instanceof Error ? error.message : String(error));
      });
  }

  // Deferred scripts run in order, all before DOMContentLoaded: by then Scalar's bundle has run.
  document.addEventListener("DOMContentLoaded", start);
})();
