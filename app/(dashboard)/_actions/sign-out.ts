"use server";

import { signOutMember } from "@/lib/http/sign-out-member";

/** Signs this browser out of the dashboard. */
export async function signOut(): Promise<void> {
  await signOutMember();
}

/** Signs the member out of every browser at once. */
export async function signOutEverywhere(): Promise<void> {
  await signOutMember(true);
}
