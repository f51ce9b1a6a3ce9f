import { SkeletonBlocks } from "../../_components/skeleton-blocks";

/** While the team loads. */
export default function Loading() {
  return <SkeletonBlocks cards={[5, 4, 1]} label="Loading the team…" />;
}
