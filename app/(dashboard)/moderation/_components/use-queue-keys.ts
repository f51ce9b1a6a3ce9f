"use client";

import { useEffect, useRef } from "react";

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

/**
 * The queue's single-key shortcuts on the whole document: off while the moderator types in a field,
 * while a dialog is open, and with Alt/Ctrl/Meta (except Ctrl/Cmd+Z, which is `undo`).
 */
export function useQueueKeys(handlers: Record<string, () => void>) {
  const current = useRef(handlers);
  useEffect(() => {
    current.current = handlers;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (
        event.defaultPrevented ||
        isTyping(event.target) ||
        document.querySelector("[role=dialog],[role=alertdialog]")
      )
        return;
      const undo = (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === "z";
      if (!undo && (event.ctrlKey || event.metaKey || event.altKey)) return;
      const handler = current.current[undo ? "z" : event.key];
      if (!handler) return;
      event.preventDefault();
      handler();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);
}
