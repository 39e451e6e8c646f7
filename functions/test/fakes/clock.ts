/** A clock that moves only when the test moves it. */
export const testClock = (start = Date.UTC(2030, 0, 1)) => {
  let time = start;
  return {
    now: () => new Date(time),
    advance: (ms: number) => void (time += ms),
  };
};
