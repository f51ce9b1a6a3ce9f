import "./globals.css";
import type { ReactNode } from "react";

export const metadata = { title: "Threadline", description: "Comments for every page of your site." };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: "system-ui, sans-serif", margin: "2rem", lineHeight: 1.5 }}>{children}</body>
    </html>
  );
}
