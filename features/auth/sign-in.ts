"use client";
// Signing in: the sign-in form sends the credentials through it.
import { apiRequest } from "@/lib/browser-data/client";
import { call } from "@/lib/http/call";
import { storeSession } from "@/lib/session/session";
import { authContract } from "./contract";
import type { LoginRequest } from "./schemas";

/** Signs in and keeps the session keys in local storage; the route handler sets the cookie. */
export async function signIn(credentials: LoginRequest): Promise<void> {
  const { access_token } = await call(authContract.signIn, { body: { username: credentials.username, password: credentials.password } }, apiRequest);
  storeSession(window.localStorage, access_token, Date.now());
}
