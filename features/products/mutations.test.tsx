import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import useSWR, { SWRConfig } from "swr";
import { allProductsQuery, nicheProductsQuery } from "./queries";
import { useProductMutations, withoutProduct } from "./mutations";

describe("withoutProduct", () => {
  it("drops the product from a list and leaves anything else as it is", () => {
    expect(withoutProduct([{ id: 1 }, { id: 2 }], 1)).toEqual([{ id: 2 }]);
    const one = { id: 1 };
    expect(withoutProduct(one, 1)).toBe(one);
    expect(withoutProduct(undefined, 1)).toBeUndefined();
    // A page loses the row and one from its total; a page without it stays the same object.
    expect(withoutProduct({ rows: [{ id: 1 }, { id: 2 }], total: 60 }, 1)).toEqual({ rows: [{ id: 2 }], total: 59 });
    const other = { rows: [{ id: 3 }], total: 60 };
    expect(withoutProduct(other, 1)).toBe(other);
  });
});

describe("useProductMutations().forget", () => {
  it("takes a deleted product out of the general list and every niche's list, without asking again", async () => {
    const all = jest.fn(async () => [{ id: 1 }, { id: 2 }]);
    const ofNiche = jest.fn(async () => [{ id: 1 }]);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, revalidateOnFocus: false }}>{children}</SWRConfig>
    );
    const { result } = renderHook(
      () => ({
        all: useSWR(allProductsQuery.key, all).data,
        ofNiche: useSWR(nicheProductsQuery(7).key, ofNiche).data,
        mutations: useProductMutations(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.ofNiche).toEqual([{ id: 1 }]));
    await waitFor(() => expect(result.current.all).toHaveLength(2));

    await act(() => result.current.mutations.forget(1));
    expect(result.current.all).toEqual([{ id: 2 }]);
    expect(result.current.ofNiche).toEqual([]);
    expect(all).toHaveBeenCalledTimes(1);
    expect(ofNiche).toHaveBeenCalledTimes(1);
  });
});
