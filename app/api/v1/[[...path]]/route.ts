import { routeNotFound } from "@/lib/http/route-not-found";

export const GET = routeNotFound;
export const POST = routeNotFound;
export const PUT = routeNotFound;
export const PATCH = routeNotFound;
export const DELETE = routeNotFound;
export const HEAD = routeNotFound;
export const OPTIONS = routeNotFound;
