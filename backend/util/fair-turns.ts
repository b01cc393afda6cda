// At most `max` tasks at once; those waiting take turns by key, so that many tasks of one key (a client
// address flooding the sign-in) delay another key's task by one turn at most, not by the whole queue.
export class FairTurns {
  private running = 0;
  /** Waiting tasks by key, in the order the keys will be served. */
  private readonly waiting = new Map<string, (() => void)[]>();

  constructor(private readonly max: number) {}

  async run<T>(key: string, work: () => Promise<T>): Promise<T> {
    if (this.running < this.max) this.running++;
    else await new Promise<void>((resolve) => this.queueOf(key).push(resolve));
    try {
      return await work();
    } finally {
      this.next();
    }
  }

  private queueOf(key: string): (() => void)[] {
    let queue = this.waiting.get(key);
    if (!queue) this.waiting.set(key, (queue = []));
    return queue;
  }

  /** Hands the finished task's slot to the first key in line, which then goes to the back of the line. */
  private next(): void {
    const first = this.waiting.entries().next();
    if (first.done) {
      this.running--;
      return;
    }
    const [key, queue] = first.value;
    this.waiting.delete(key);
    const resolve = queue.shift()!;
    if (queue.length) this.waiting.set(key, queue);
    resolve();
  }
}
