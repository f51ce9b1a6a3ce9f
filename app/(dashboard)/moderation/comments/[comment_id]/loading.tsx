import { SkeletonBlocks } from "../../../_components/skeleton-blocks";

/** While the history loads. */
export default function Loading() {
  return <SkeletonBlocks cards={[4, 4, 6]} label="Loading the history…" />;
}
