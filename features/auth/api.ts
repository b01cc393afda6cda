"use client";

import { apiRequest } from "@/lib/browser-data/client";
import { LOGIN_PATH } from "./paths";
import { currentUserQuery } from "./queries";
import { loginResponseSchema, type LoginRequest } from "./schemas";
import { storeSession } from "@/lib/session/session";

export function requestAccessToken(credentials: LoginRequest) {
  return apiRequest(LOGIN_PATH, loginResponseSchema, {
    method: "POST",
    body: new URLSearchParams({ username: credentials.username, password: credentials.password }),
  });
}

export function fetchCurrentUser() {
  return currentUserQuery.read(apiRequest);
}

/** Signs in and keeps the session keys in local storage; the route handler sets the cookie. */
export async function signIn(credentials: LoginRequest): Promise<void> {
  const { access_token } = await requestAccessToken(credentials);
  storeSession(window.localStorage, access_token, Date.now());
}
