import { SkeletonBlocks } from "../../_components/skeleton-blocks";

/** While the plan loads. */
export default function Loading() {
  return <SkeletonBlocks cards={[2, 5, 1]} label="Loading the plan…" />;
}
