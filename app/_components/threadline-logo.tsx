import Image from "next/image";
import Link from "next/link";

/** The logo mark and wordmark, linking home; shared by the landing page, sign-in and the dashboard. */
export function ThreadlineLogo({ href = "/" }: { href?: string }) {
  return (
    <Link href={href} className="inline-flex items-center gap-2 rounded-md text-lg font-semibold tracking-tight">
      {/* An SVG needs no optimizing; the alt is empty because the wordmark beside it names the link. */}
      <Image src="/logo.svg" alt="" width={28} height={28} unoptimized priority />
      <span>Threadline</span>
    </Link>
  );
}
