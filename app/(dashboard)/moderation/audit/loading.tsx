import { SkeletonBlocks } from "../../_components/skeleton-blocks";

/** While the audit log loads. */
export default function Loading() {
  return <SkeletonBlocks cards={[10]} label="Loading the audit log…" />;
}
