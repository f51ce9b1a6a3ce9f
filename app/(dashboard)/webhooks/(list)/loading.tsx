import { SkeletonBlocks } from "../../_components/skeleton-blocks";

/** While the endpoints load. */
export default function Loading() {
  return <SkeletonBlocks cards={[4, 6]} label="Loading webhooks…" />;
}
