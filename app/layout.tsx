import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";

import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Threadline: hosted comments for any web page", template: "%s · Threadline" },
  description:
    "Hosted comments for any web page: one script tag, guest, magic-link or SSO sign-in for readers, a moderation dashboard, and a versioned REST API with signed webhooks.",
  applicationName: "Threadline",
};

// The browser's chrome matches the page in either theme (the values are --background in app/styles/tokens.css).
export const viewport: Viewport = {
  colorScheme: "light dark",
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#ffffff" },
    { media: "(prefers-color-scheme: dark)", color: "#0b1120" },
  ],
};

/** The root layout of every page: global styles and the document shell. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body className="bg-background text-foreground antialiased">{children}</body>
    </html>
  );
}
