import { DeveloperSection } from "./_components/developer-section";
import { FeatureGrid } from "./_components/feature-grid";
import { GetStartedSection } from "./_components/get-started-section";
import { HeroSection } from "./_components/hero-section";
import { SiteFooter } from "./_components/site-footer";
import { SiteHeader } from "./_components/site-header";

/** The landing page at `/`: what Threadline is, and the ways into the dashboard and the API. */
export default function LandingPage() {
  return (
    <>
      {/* Off screen until focused (not sr-only, whose reset would strip the button's padding). */}
      <a href="#main" className="btn btn-primary fixed top-3 left-3 z-50 -translate-y-24 focus:translate-y-0">
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
