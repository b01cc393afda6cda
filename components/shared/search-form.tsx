import type { ComponentProps } from "react";

interface SearchFormProps extends Omit<ComponentProps<"form">, "method" | "action" | "onSubmit"> {
  /** The list's other filters as its URL spells them (`?status=…&sort=…`), kept by a native submit. */
  keep: string;
}

/**
 * A list's search box as a GET form: Enter pressed before the scripts run loads the list with `?q=`
 * and the other filters kept, which the page reads on the server. Once hydrated the screen filters as
 * the user types, so a submit does nothing more.
 */
export function SearchForm({ keep, children, ...props }: SearchFormProps) {
  const kept = [...new URLSearchParams(keep).entries()].filter(([name]) => name !== "q");
  return (
    <form method="get" onSubmit={(event) => event.preventDefault()} {...props}>
      {kept.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </form>
  );
}
