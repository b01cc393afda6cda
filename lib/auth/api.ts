"use client";

import { apiRequest } from "@/lib/http/client";
import { loginResponseSchema, userSchema, type LoginRequest } from "./schemas";
import { storeSession } from "./session";

export function requestAccessToken(credentials: LoginRequest) {
  return apiRequest("/api/v1/login/access-token", loginResponseSchema, {
    method: "POST",
    body: new URLSearchParams({ username: credentials.username, password: credentials.password }),
  });
}

export function fetchCurrentUser() {
  return apiRequest("/api/v1/users/me", userSchema);
}

/** Signs in and keeps the session keys of spec 01 §3; the route handler sets the cookie. */
export async function signIn(credentials: LoginRequest): Promise<void> {
  const { access_token } = await requestAccessToken(credentials);
  storeSession(window.localStorage, access_token, Date.now());
}
