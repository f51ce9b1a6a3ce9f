import { SkeletonBlocks } from "../../_components/skeleton-blocks";

/** While the notification settings load. */
export default function Loading() {
  return <SkeletonBlocks cards={[4]} label="Loading the notification settings…" />;
}
