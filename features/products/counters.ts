// The general list's counters: pending counts processing too.

export interface ProductCounts {
  total: number;
  pending: number;
  completed: number;
}
