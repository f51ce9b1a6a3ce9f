import { SkeletonBlocks } from "../../_components/skeleton-blocks";

/** While the account's settings load. */
export default function Loading() {
  return <SkeletonBlocks cards={[2, 2, 3]} label="Loading the account's settings…" />;
}
