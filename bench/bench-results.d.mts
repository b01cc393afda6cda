export interface Figure {
  bench: string;
  name: string;
  value: number;
  unit: string;
  budget: string;
  ok: boolean;
}
export function recordFigure(figure: Figure): void;
