import { whenLoadedAndIdle } from "./when-idle";

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

function readyState(state: DocumentReadyState) {
  jest.spyOn(document, "readyState", "get").mockReturnValue(state);
}

it("waits for the page's load event, then for the browser to be idle", () => {
  jest.useFakeTimers();
  readyState("interactive");
  const work = jest.fn();
  whenLoadedAndIdle(work);
  jest.runAllTimers();
  expect(work).not.toHaveBeenCalled();

  window.dispatchEvent(new Event("load"));
  jest.runAllTimers();
  expect(work).toHaveBeenCalledTimes(1);
});

it("runs when idle at once on a page already loaded, and not at all once cancelled", () => {
  jest.useFakeTimers();
  readyState("complete");
  const work = jest.fn();
  const cancel = whenLoadedAndIdle(work);
  cancel();
  jest.runAllTimers();
  expect(work).not.toHaveBeenCalled();

  whenLoadedAndIdle(work);
  jest.runAllTimers();
  expect(work).toHaveBeenCalledTimes(1);
});
