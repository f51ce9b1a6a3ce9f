// A comment that is not among the member's: the same page for its history and for its author.
export { CommentNotFound as default } from "../_components/comment-not-found";
