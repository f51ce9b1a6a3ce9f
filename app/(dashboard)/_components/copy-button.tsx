"use client";

import { Check, Copy } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";

import { Button } from "@/app/_components/button";

/** Copies a value to the clipboard and says so; works with the keyboard like any button. */
export function CopyButton({ value, label = "Copy" }: { value: string; label?: string }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      toast.success("Copied to the clipboard");
      setTimeout(() => setCopied(false), 2000);
    } catch {
      toast.error("Could not copy: select the text and copy it by hand.");
    }
  }
  return (
    // The name is the visible words plus what a screen reader needs (axe: label-content-name-mismatch).
    <Button type="button" variant="secondary" onClick={copy}>
      {copied ? <Check className="size-4" aria-hidden /> : <Copy className="size-4" aria-hidden />}
      {copied ? "Copied" : label}
      {!copied && <span className="sr-only"> to the clipboard</span>}
    </Button>
  );
}
