"use client";

import { Check, ChevronsUpDown, Plus } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { DropdownMenu } from "radix-ui";
import { useTransition } from "react";
import { toast } from "sonner";

import type { MemberRole } from "@/lib/core/member-roles";

import { switchAccount } from "../_actions/switch-account";

type AccountChoice = { id: string; name: string; role: MemberRole };

const newAccountHref = "/welcome/new-account";

const itemClass =
  "flex cursor-default items-center gap-2 rounded-md px-2 py-2 text-sm text-foreground outline-none data-[highlighted]:bg-muted";

/**
 * The account the member works in, at the foot of the sidebar. With several accounts it is a menu
 * (Radix: arrow keys, Escape, announced as a menu) listing each with the member's role there;
 * choosing one asks the server to switch, then opens that account's home.
 */
export function AccountSwitcher({ current, accounts }: { current: AccountChoice; accounts: AccountChoice[] }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  if (accounts.length <= 1) {
    return (
      <div>
        <p className="truncate font-medium text-foreground" title={current.name} data-testid="account-name">
          {current.name}
        </p>
        <Link
          href={newAccountHref}
          className="mt-1 inline-flex items-center gap-1 text-primary underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
        >
          <Plus className="size-3.5" aria-hidden /> Create another account
        </Link>
      </div>
    );
  }

  const choose = (accountId: string) => {
    if (accountId === current.id) return;
    startTransition(async () => {
      const result = await switchAccount({ account_id: accountId });
      if (!result.ok) {
        toast.error(result.message);
        return;
      }
      toast.success(`Now working in ${result.data.name}`);
      router.push("/dashboard");
      router.refresh();
    });
  };

  return (
    // Not modal: the page stays in the accessibility tree (a menu traps nothing; Escape and Tab close it).
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-busy={pending || undefined}
        className="-mx-2 flex w-[calc(100%+1rem)] items-center justify-between gap-2 rounded-md px-2 py-1.5 text-left hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
      >
        <span className="min-w-0">
          <span className="block truncate font-medium text-foreground" data-testid="account-name">
            {current.name}
          </span>
          <span className="block text-xs text-muted-foreground">
            {pending ? "Switching…" : `Switch account (${accounts.length})`}
          </span>
        </span>
        <ChevronsUpDown className="size-4 shrink-0 text-muted-foreground" aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          side="top"
          align="start"
          sideOffset={6}
          className="z-50 w-[var(--radix-dropdown-menu-trigger-width)] min-w-56 max-w-[calc(100vw-2rem)] rounded-lg border border-border bg-card p-1 shadow-lg"
        >
          <DropdownMenu.Label className="px-2 py-1.5 text-xs font-medium text-muted-foreground">
            Your accounts
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={current.id} onValueChange={choose}>
            {accounts.map((account) => (
              <DropdownMenu.RadioItem key={account.id} value={account.id} className={itemClass}>
                <span className="flex size-4 shrink-0 items-center justify-center">
                  <DropdownMenu.ItemIndicator>
                    <Check className="size-4 text-primary" aria-hidden />
                  </DropdownMenu.ItemIndicator>
                </span>
                <span className="min-w-0 flex-1 truncate">{account.name}</span>
                <span className="shrink-0 text-xs text-muted-foreground">{account.role}</span>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item asChild className={itemClass}>
            <Link href={newAccountHref}>
              <Plus className="size-4" aria-hidden /> Create another account
            </Link>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
