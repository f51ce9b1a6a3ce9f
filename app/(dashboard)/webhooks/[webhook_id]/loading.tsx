import { SkeletonBlocks } from "../../_components/skeleton-blocks";

/** While the endpoint and its delivery log load. */
export default function Loading() {
  return <SkeletonBlocks cards={[4, 5, 6]} label="Loading the endpoint…" />;
}
