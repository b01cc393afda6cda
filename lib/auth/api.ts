"use client";

import { apiRequest } from "@/lib/http/client";
import { CURRENT_USER_PATH, LOGIN_PATH } from "./contract";
import { loginResponseSchema, userSchema, type LoginRequest } from "./schemas";
import { storeSession } from "./session";

export function requestAccessToken(credentials: LoginRequest) {
  return apiRequest(LOGIN_PATH, loginResponseSchema, {
    method: "POST",
    body: new URLSearchParams({ username: credentials.username, password: credentials.password }),
  });
}

export function fetchCurrentUser() {
  return apiRequest(CURRENT_USER_PATH, userSchema);
}

/** Signs in and keeps the session keys in local storage; the route handler sets the cookie. */
export async function signIn(credentials: LoginRequest): Promise<void> {
  const { access_token } = await requestAccessToken(credentials);
  storeSession(window.localStorage, access_token, Date.now());
}
