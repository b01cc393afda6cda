import { lazyModule } from "./lazy-module";

it("hands the module over synchronously once loaded, and tells its subscribers", async () => {
  const importer = jest.fn(async () => ({ answer: 42 }));
  const lazy = lazyModule(importer);
  const listener = jest.fn();
  lazy.subscribe(listener);
  expect(lazy.loaded()).toBeUndefined();
  expect(importer).not.toHaveBeenCalled();

  await Promise.all([lazy.load(), lazy.load()]);
  expect(importer).toHaveBeenCalledTimes(1);
  expect(lazy.loaded()).toEqual({ answer: 42 });
  expect(listener).toHaveBeenCalledTimes(1);
});

it("tries again after a failed load", async () => {
  const importer = jest.fn().mockRejectedValueOnce(new Error("network")).mockResolvedValueOnce({ answer: 42 });
  const lazy = lazyModule(importer);
  await expect(lazy.load()).rejects.toThrow("network");
  expect(lazy.loaded()).toBeUndefined();
  await expect(lazy.load()).resolves.toEqual({ answer: 42 });
  expect(importer).toHaveBeenCalledTimes(2);
});

it("marks its loaded promise as settled, so React's use() reads it without suspending", async () => {
  const lazy = lazyModule(async () => ({ answer: 42 }));
  await lazy.load();
  expect(lazy.load()).toMatchObject({ status: "fulfilled", value: { answer: 42 } });
});
