import type { Metadata } from "next";
import { DeveloperSection } from "./_components/developer-section";
import { FeatureGrid } from "./_components/feature-grid";
import { GetStartedSection } from "./_components/get-started-section";
import { HeroSection } from "./_components/hero-section";
import { SiteFooter } from "./_components/site-footer";
import { SiteHeader } from "./_components/site-header";

// The home page keeps the full title rather than the "%s · Threadline" template.
export const metadata: Metadata = { title: { absolute: "Threadline: hosted comments for any web page" } };

/** The landing page at `/`: what Threadline is, and the ways into the dashboard and the API. */
export default function LandingPage() {
  return (
    <>
      <a href="#main" className="btn btn-primary sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main">
        <HeroSection />
        <FeatureGrid />
        <GetStartedSection />
        <DeveloperSection />
      </main>
      <SiteFooter />
    </>
  );
}
