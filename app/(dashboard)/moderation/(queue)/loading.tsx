import { SkeletonBlocks } from "../../_components/skeleton-blocks";

/** While the queue loads. */
export default function Loading() {
  return <SkeletonBlocks cards={[8]} label="Loading the moderation queue…" />;
}
