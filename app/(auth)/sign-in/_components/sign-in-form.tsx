"use client";

import { Mail } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";

import { Button } from "@/app/_components/button";
import { TextField } from "@/app/_components/text-field";

/**
 * Asks next-auth for a link (CSRF token first), and explains a refusal in words: a sign-in link
 * for a member, a sign-up link for a new address while sign-ups are open (the sign-up page is
 * this form with other words).
 */
export function SignInForm({
  callbackUrl,
  submitLabel = "Send me a sign-in link",
}: {
  callbackUrl: string;
  submitLabel?: string;
}) {
  const router = useRouter();
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "").trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return setError("Enter your e-mail address, e.g. you@example.com.");
    setPending(true);
    setError(undefined);
    try {
      const { csrfToken } = (await (await fetch("/api/auth/csrf")).json()) as { csrfToken: string };
      const response = await fetch("/api/auth/signin/email", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ email, csrfToken, callbackUrl, json: "true" }),
      });
      if (response.status === 429) {
        const minutes = Math.max(1, Math.ceil(Number(response.headers.get("retry-after") ?? 60) / 60));
        return setError(`Too many requests for a link. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`);
      }
      const { url } = (await response.json()) as { url?: string };
      if (!response.ok || !url || new URL(url, location.href).searchParams.has("error"))
        return setError("We could not send a link right now. Try again.");
      router.push(`/sign-in/check-email?email=${encodeURIComponent(email)}`);
    } catch {
      setError("We could not reach Threadline. Check your connection and try again.");
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField
        label="E-mail address"
        name="email"
        type="email"
        autoComplete="email"
        required
        placeholder="you@example.com"
        error={error}
      />
      <Button type="submit" disabled={pending}>
        <Mail className="size-4" aria-hidden /> {pending ? "Sending…" : submitLabel}
      </Button>
    </form>
  );
}
