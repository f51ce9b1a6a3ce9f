import { typeid } from "typeid-js";

/** The kinds of object that carry an identifier, by prefix. */
export type IdPrefix =
  | "acct"
  | "site"
  | "dom"
  | "ak"
  | "thr"
  | "cmt"
  | "vote"
  | "rct"
  | "flg"
  | "mod"
  | "idem"
  | "evt"
  | "usr"
  | "ses"
  | "whk"
  | "whd"
  | "sso"
  | "ml"
  | "xc"
  | "ban"
  | "mem"
  | "msh"
  | "msn"
  | "pnt"
  | "bna"
  | "imp"
  | "rdq"
  | "sub"
  | "wch"
  | "rnt"
  | "mtk"
  | "sup";

/** A new random, time-sortable identifier such as `cmt_01h…` (a TypeID). */
export function newId(prefix: IdPrefix): string {
  return typeid(prefix).toString();
}

/** Whether a string has the shape of an identifier of the given kind. */
export function isIdOf(prefix: IdPrefix, value: string): boolean {
  return new RegExp(`^${prefix}_[0-7][0-9a-hjkmnp-tv-z]{25}$`).test(value);
}
