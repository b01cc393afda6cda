// Fault injection for end-to-end tests (active only with TEST_HOOKS=1).
import type { AutomationStep } from "./pipelines/automation-steps";

export interface HttpFault {
  method: string;
  pattern: RegExp;
  status: number;
  detail: unknown;
  remaining: number;
}

export interface AutomationFault {
  nameContains: string;
  step: number;
  remaining: number;
}

export class FaultInjector {
  private http: HttpFault[] = [];
  private automation: AutomationFault[] = [];

  addHttp(f: Omit<HttpFault, "remaining"> & { times: number }): void {
    this.http.push({ method: f.method.toUpperCase(), pattern: f.pattern, status: f.status, detail: f.detail, remaining: f.times });
  }

  addAutomation(f: { nameContains: string; step: number; times: number }): void {
    this.automation.push({ nameContains: f.nameContains.toLowerCase(), step: f.step, remaining: f.times });
  }

  /** The first fault matching the request, consumed once. */
  takeHttp(method: string, url: string): HttpFault | undefined {
    const f = this.http.find((x) => x.remaining > 0 && (x.method === "*" || x.method === method.toUpperCase()) && x.pattern.test(url));
    if (f) f.remaining -= 1;
    this.http = this.http.filter((x) => x.remaining > 0);
    return f;
  }

  takeAutomation(nicheName: string, step: number): boolean {
    const name = nicheName.toLowerCase();
    const f = this.automation.find((x) => x.remaining > 0 && x.step === step && name.includes(x.nameContains));
    if (f) f.remaining -= 1;
    this.automation = this.automation.filter((x) => x.remaining > 0);
    return !!f;
  }

  /** The automation's steps, each failing as it starts its work when a fault names its niche and number. */
  automationSteps(steps: readonly AutomationStep[]): AutomationStep[] {
    return steps.map((step) => ({
      ...step,
      run: async (run) => {
        if (this.takeAutomation(run.data.name, step.n)) throw new Error(`Fallo simulado en el paso ${step.n}`);
        return step.run(run);
      },
    }));
  }

  clear(): void {
    this.http = [];
    this.automation = [];
  }
}
