"use client";

import { apiRequest } from "@/lib/http/client";
import { loginResponseSchema, userSchema, type LoginRequest } from "./schemas";

export function requestAccessToken(credentials: LoginRequest) {
  return apiRequest("/api/v1/login/access-token", loginResponseSchema, {
    method: "POST",
    body: new URLSearchParams({ username: credentials.username, password: credentials.password }),
  });
}

export function fetchCurrentUser() {
  return apiRequest("/api/v1/users/me", userSchema);
}
