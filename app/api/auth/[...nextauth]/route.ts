import NextAuth from "next-auth";
import type { NextRequest } from "next/server";

import { authOptions } from "@/lib/auth/auth-options";
import { withDashboardSignInLimits } from "@/lib/http/with-dashboard-sign-in-limits";

type Context = { params: Promise<{ nextauth: string[] }> };

const handler = (req: Request, ctx: Context): Promise<Response> => NextAuth(req as NextRequest, ctx, authOptions());

export const GET = handler;
export const POST = withDashboardSignInLimits(handler);
