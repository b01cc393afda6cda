import { LOGIN_TIMESTAMP_KEY, SESSION_TAB_KEYS, TOKEN_KEY, USER_TYPE_KEY } from "./storage-keys";

/**
 * An inline script for /login after the server found the session refused: the browser forgets its
 * stored copy of the session (preferences stay) and the address loses its `param` marker. Inline, so
 * the sign-in page ships no script for it.
 */
export function forgetSessionScript(param: string): string {
  const local = JSON.stringify([TOKEN_KEY, USER_TYPE_KEY, LOGIN_TIMESTAMP_KEY]);
  const tab = JSON.stringify(SESSION_TAB_KEYS);
  return (
    `try{${local}.forEach(function(k){localStorage.removeItem(k)});${tab}.forEach(function(k){sessionStorage.removeItem(k)});` +
    `var u=new URL(location.href);u.searchParams.delete(${JSON.stringify(param)});history.replaceState(history.state,"",u)}catch(e){}`
  );
}
